// The edit as it is kept on the device between visits: what of the screen's state is written down,
// and how a stored record is read back. A record may be from an older page or damaged; reading it
// never throws: a part that is wrong is dropped, a setting that is wrong goes back to its default,
// and a record that can't be read at all gives null.
import type { ClipSound } from "./audio-mix.logic";
import type { ClipEdit, ClipKind } from "./clips.logic";
import { MAX_CAPTIONS_LENGTH } from "./captions.logic";
import type { MusicSettings } from "./music.logic";
import {
  CAPTION_PLACES,
  CAPTION_SIZES,
  COVERS,
  type CaptionPlace,
  QUALITIES,
  SHAPES,
  type CoverId,
} from "./reel-maker.data";
import { type ReelSettings, initialSettings } from "./settings.logic";
import { MAX_TEXT_LENGTH, TEXT_LOOKS, TEXT_PLACES, type TextBlock } from "./text-blocks.logic";
import { isJoin, isSpeed } from "./timeline.logic";

/** Bumped when the record's shape changes in a way an older page could not read. */
export const PROJECT_VERSION = 1;

/** A file the edit uses, as it is matched again: the same name and the same size. */
export interface FileRef {
  name: string;
  size: number;
}

export interface SavedClip extends ClipEdit {
  file: FileRef;
}

export interface SavedMusic extends MusicSettings {
  file: FileRef;
}

/** The settings kept between visits: everything but the playhead, which belongs to this visit. */
export type SavedSettings = Omit<ReelSettings, "now">;

export interface SavedProject {
  version: number;
  clips: SavedClip[];
  music: SavedMusic | null;
  texts: TextBlock[];
  settings: SavedSettings;
}

/** The key a file is stored under: one file per name and size, however many clips use it. */
export function fileKey(file: FileRef): string {
  return `${file.size}:${file.name}`;
}

/** Whether a picked file is the one the edit used. */
export function sameFile(file: FileRef, wanted: FileRef): boolean {
  return file.name === wanted.name && file.size === wanted.size;
}

/** Whether there is anything worth keeping: an empty page leaves no record behind. */
export function isEmptyProject(project: Pick<SavedProject, "clips" | "music" | "texts">): boolean {
  return project.clips.length === 0 && project.music === null && project.texts.length === 0;
}

const ref = (file: { name: string; size: number }): FileRef => ({ name: file.name, size: file.size });

/** The settings as kept: each but the playhead. */
export function savedSettings(settings: ReelSettings): SavedSettings {
  const { shapeId, framing, backdrop, position, quality, captionText, captionSize, captionPlace, captionBox, coverId } =
    settings;
  return { shapeId, framing, backdrop, position, quality, captionText, captionSize, captionPlace, captionBox, coverId };
}

/** A kept clip's settings, without its file. */
export function clipEditOf(clip: ClipEdit): ClipEdit {
  const { kind, duration, startText, endText, secondsText, sound, speed, join } = clip;
  return { kind, duration, startText, endText, secondsText, sound, speed, join };
}

/** A kept song's settings, without its file. */
export function musicSettingsOf(music: MusicSettings): MusicSettings {
  const { duration, atText, fromText, volume, fadeIn, fadeOut, duck } = music;
  return { duration, atText, fromText, volume, fadeIn, fadeOut, duck };
}

/** The record of the edit on screen. `settings` may carry the playhead; it is left out. */
export function projectToSave(input: {
  clips: readonly (ClipEdit & { file: FileRef })[];
  music: (MusicSettings & { file: FileRef }) | null;
  texts: readonly TextBlock[];
  settings: ReelSettings;
}): SavedProject {
  return {
    version: PROJECT_VERSION,
    clips: input.clips.map((clip) => ({ ...clipEditOf(clip), file: ref(clip.file) })),
    music: input.music ? { ...musicSettingsOf(input.music), file: ref(input.music.file) } : null,
    texts: input.texts.map((block) => ({ ...block })),
    settings: savedSettings(input.settings),
  };
}

/**
 * The list with each item put at the index it had in the record (or at the end, past it): how the
 * clips still missing their files take their places among those on screen, and how a clip whose
 * file is picked again goes back where it was.
 */
export function insertAt<T>(present: readonly T[], items: readonly { index: number; item: T }[]): T[] {
  const all = [...present];
  for (const { index, item } of [...items].sort((a, b) => a.index - b.index))
    all.splice(Math.min(index, all.length), 0, item);
  return all;
}

// Reading a stored record back: each part is checked on its own.

type Loose = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Loose =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isText = (value: unknown, max = 40): value is string => typeof value === "string" && value.length <= max;
const oneOf = <T extends string>(value: unknown, options: readonly T[]): value is T =>
  typeof value === "string" && (options as readonly string[]).includes(value);

const CLIP_KINDS: readonly ClipKind[] = ["video", "photo"];
const SOUNDS: readonly ClipSound[] = ["keep", "lower", "mute"];
const FADES_MAX = 10;

function readFile(value: unknown): FileRef | null {
  if (!isObject(value) || !isText(value.name, 1000) || value.name === "") return null;
  if (!isNumber(value.size) || value.size < 0) return null;
  return { name: value.name, size: value.size };
}

function readClip(value: unknown): SavedClip | null {
  if (!isObject(value)) return null;
  const file = readFile(value.file);
  const { kind, duration, startText, endText, secondsText, sound, speed, join } = value;
  if (!file || !oneOf(kind, CLIP_KINDS) || !isNumber(duration) || duration < 0) return null;
  if (!isText(startText) || !isText(endText) || !isText(secondsText)) return null;
  return {
    kind,
    duration,
    startText,
    endText,
    secondsText,
    sound: oneOf(sound, SOUNDS) ? sound : "keep",
    // A record from before speeds, or with one this page doesn't offer, plays as shot.
    speed: kind === "video" && isSpeed(speed) ? speed : 1,
    // A record from before cross-fades joins by a cut.
    join: isJoin(join) ? join : "cut",
    file,
  };
}

function readMusic(value: unknown): SavedMusic | null {
  if (!isObject(value)) return null;
  const file = readFile(value.file);
  const { duration, atText, fromText, volume, fadeIn, fadeOut, duck } = value;
  if (!file || !isNumber(duration) || duration <= 0 || !isText(atText) || !isText(fromText)) return null;
  const fade = (seconds: unknown, usual: number) =>
    isNumber(seconds) && seconds >= 0 && seconds <= FADES_MAX ? seconds : usual;
  return {
    duration,
    atText,
    fromText,
    volume: isNumber(volume) && volume >= 0 && volume <= 100 ? volume : 80,
    fadeIn: fade(fadeIn, 0),
    fadeOut: fade(fadeOut, 1),
    // An edit saved before the choice existed did not lower the clips.
    duck: duck === true,
    file,
  };
}

function readText(value: unknown): TextBlock | null {
  if (!isObject(value)) return null;
  const { id, text, start, end, place, look } = value;
  if (!isText(id, 100) || !isText(text, MAX_TEXT_LENGTH) || !isNumber(start) || !isNumber(end)) return null;
  if (start < 0 || end <= start || !oneOf(place, TEXT_PLACES) || !oneOf(look, TEXT_LOOKS)) return null;
  return { id, text, start, end, place, look };
}

function readSettings(value: unknown, coverId: CoverId): SavedSettings {
  const usual = savedSettings(initialSettings(coverId));
  if (!isObject(value)) return usual;
  const pick = <T extends string>(key: keyof SavedSettings, options: readonly T[], fallback: T): T => {
    const found = value[key];
    return oneOf(found, options) ? found : fallback;
  };
  const { position, captionText, captionBox } = value;
  return {
    shapeId: pick(
      "shapeId",
      SHAPES.map((shape) => shape.id),
      usual.shapeId,
    ),
    framing: pick("framing", ["fill", "fit"] as const, usual.framing),
    backdrop: pick("backdrop", ["blur", "black"] as const, usual.backdrop),
    position: isNumber(position) && position >= 0 && position <= 1 ? position : usual.position,
    quality: pick("quality", QUALITIES, usual.quality),
    captionText: isText(captionText, MAX_CAPTIONS_LENGTH) ? captionText : usual.captionText,
    captionSize: pick("captionSize", Object.keys(CAPTION_SIZES) as (keyof typeof CAPTION_SIZES)[], usual.captionSize),
    captionPlace: pick("captionPlace", Object.keys(CAPTION_PLACES) as CaptionPlace[], usual.captionPlace),
    captionBox: typeof captionBox === "boolean" ? captionBox : usual.captionBox,
    coverId: pick("coverId", Object.keys(COVERS) as CoverId[], usual.coverId),
  };
}

/**
 * A stored record as the page can use it, or null when there is none to use: not a record, from
 * a page of another version, or with nothing left in it once its broken parts are dropped.
 * `coverId` is the page's own cover, for a record whose cover can't be read.
 */
export function readProject(value: unknown, coverId: CoverId): SavedProject | null {
  if (!isObject(value) || value.version !== PROJECT_VERSION) return null;
  const list = <T>(items: unknown, read: (item: unknown) => T | null): T[] =>
    Array.isArray(items) ? items.map(read).filter((item): item is T => item !== null) : [];
  const project: SavedProject = {
    version: PROJECT_VERSION,
    clips: list(value.clips, readClip),
    music: readMusic(value.music),
    texts: list(value.texts, readText),
    settings: readSettings(value.settings, coverId),
  };
  return isEmptyProject(project) ? null : project;
}

/** The part of the device's storage this page lets itself fill with the visitor's files. */
export const STORAGE_SHARE = 0.8;

/**
 * Whether a file of `size` bytes may be kept, by what the browser says of its storage: only when it
 * leaves a fifth of what the site may use free. A browser that says nothing keeps nothing.
 */
export function fitsStorage(estimate: { usage?: number; quota?: number } | null, size: number): boolean {
  if (!estimate || !isNumber(estimate.quota) || estimate.quota <= 0) return false;
  const usage = isNumber(estimate.usage) ? estimate.usage : 0;
  return usage + size <= estimate.quota * STORAGE_SHARE;
}
