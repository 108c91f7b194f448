import type { SubjectKind, VideoFormat } from "./reading";

/**
 * Words that say what kind of thing the name before them is, whatever the name: "Durand Cup" is an
 * event, "Jailer 2 trailer" a show, "WBCS preparation" a study, "Khan Sir" a person, "Bus Simulator"
 * a game. They decide the kind when they end a subject the curated data does not know; the name
 * keeps its words. A word here must mean its kind in any name it ends, in English and Hinglish.
 */
export const CUE_WORDS: Readonly<Partial<Record<SubjectKind, readonly string[]>>> = {
  event: ["sale", "cup", "trophy", "final", "finals", "mela", "utsav", "mahotsav", "jayanti", "puja", "pooja", "yatra"],
  show: ["episode", "serial", "trailer", "teaser", "web series", "season", "movie", "film", "anime", "manga"],
  game: ["simulator", "walkthrough", "game"],
  study: ["preparation", "entrance", "exam", "syllabus", "taiyari", "tayari", "mock test"],
  person: ["sir", "ma'am", "mam", "bhaiya", "didi", "ji"],
};

/** Formats that say the kind of an unknown subject: a gameplay is a game's, highlights a match's. */
export const FORMAT_KINDS: Readonly<Partial<Record<VideoFormat, SubjectKind>>> = {
  gameplay: "game",
  highlights: "event",
  explained: "field",
};
