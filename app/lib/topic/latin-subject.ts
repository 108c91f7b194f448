import { latinOf } from "./devanagari-spelling";
import { readTopic } from "./read-topic";
import type { TopicReading } from "./reading";
import { hasDevanagari } from "./transliterate";

/** The casing the reader gives a Latin phrase when it knows it ("diwali" → "Diwali"), else as it is. */
function cased(latin: string): string {
  const subject = readTopic(latin).subject;
  return subject.toLowerCase() === latin ? subject : latin;
}

/**
 * A subject for a page written in Latin letters (the English page, or Hinglish): a Devanagari subject
 * in the spelling people type, from the dictionary first (`latinOf`), with the casing its makers
 * use ("दिवाली की सफाई" → "Diwali ki safai", "गाजर का हलवा" → "gajar ka halwa"). A Latin subject stays.
 */
export function latinSubject(reading: Pick<TopicReading, "subject"> & Partial<Pick<TopicReading, "latin">>): string {
  const { subject } = reading;
  if (!hasDevanagari(subject)) return subject;
  // The reader's own spelling knows the lexicon's words ("करवा चौथ" → "karwa chauth").
  const own = reading.latin !== undefined && !hasDevanagari(reading.latin) ? reading.latin : latinOf(subject);
  const latin = own.toLowerCase();
  const whole = cased(latin);
  if (whole !== latin) return whole;
  return latin
    .split(" ")
    .map((word) => (/^[a-z]{3,}$/u.test(word) ? cased(word) : word))
    .join(" ");
}

/** The reading as a page in Latin letters writes about it: the subject and place respelt (see `latinSubject`). */
export function inLatin(reading: TopicReading): TopicReading {
  if (!hasDevanagari(reading.subject) && (reading.place === null || !hasDevanagari(reading.place))) return reading;
  const place = reading.place === null ? null : latinSubject({ subject: reading.place });
  return { ...reading, subject: latinSubject(reading), place };
}
