// A made-up topic and readings of it for the hashtag tests, so their exact results do not move
// when the topic map or the reader changes.
import type { Topic, TopicId } from "~/lib/topic-map/topic";
import type { TopicReading } from "~/lib/topic";

/** A topic as the map would hold it, under an id the map does not have. */
export const KITES: Topic = {
  id: "kites" as string as TopicId,
  kind: "creative",
  words: ["kite", "kites", "patang", "manjha", "kite flying"],
  broad: ["kite", "kites", "kiteflying", "kitelovers", "patangutsav"],
  mid: ["patangbaazi", "kitefestival", "desikite", "kitesofindia", "manjha", "uttarayan", "kitetutorial", "kitelife"],
  niche: ["kitemaking", "kitefighter", "kitefestival2026", "rooftopkites", "kiteflyingtips", "indiankites"],
};

/** A reading of `fields.input` with nothing found in it but what `fields` says; known when given a kind. */
export function reading(fields: Partial<TopicReading>): TopicReading {
  const input = fields.input ?? "";
  return {
    input,
    subject: input,
    kind: "general",
    format: null,
    place: null,
    topics: [],
    known: fields.kind !== undefined && fields.kind !== "general",
    timeBound: false,
    howTo: false,
    latin: input,
    ...fields,
  };
}

/** The reader's match of a keyword to the kites topic. */
export const KITES_MATCH = { topic: KITES, score: 3, near: false } as const;

/** What the reader finds in "kite festival ahmedabad vlog": an event, a place and a format. */
export const KITE_FESTIVAL = {
  input: "kite festival ahmedabad vlog",
  subject: "kite festival",
  kind: "event",
  format: "vlog",
  place: "Ahmedabad",
} as const satisfies Partial<TopicReading>;
