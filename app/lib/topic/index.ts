/**
 * The topic reader: what a creator's keyword is about, for every keyword tool.
 *
 * - `readTopic(keyword)`: subject (proper casing), kind, format, place, map topics, and flags
 *   (`known`, `timeBound`, `howTo`), plus the subject in Latin letters for handles.
 * - `latinOf(text)`: Devanagari in Latin letters as Hindi speakers type it: listed spellings first
 *   ("दिवाली" → "diwali"), then `toLatin`, letter by letter.
 *
 * It imports the topic map (lib/topic-map): screens load it lazily through their logic module.
 */
export { readTopic } from "./read-topic";
export { toLatin, hasDevanagari } from "./transliterate";
export { latinOf } from "./devanagari-spelling";
export { inLatin, latinSubject } from "./latin-subject";
export { type SubjectShape, SUBJECT_SHAPES, shapeOf, subjectWithModifiers } from "./shape";
export {
  SUBJECT_KINDS,
  VIDEO_FORMATS,
  type EvaluationCase,
  type SubjectKind,
  type TopicReading,
  type VideoFormat,
} from "./reading";
