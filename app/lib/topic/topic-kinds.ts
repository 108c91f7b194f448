import type { Topic, TopicKind } from "~/lib/hashtags/topic";
import type { SubjectKind } from "./reading";

/** The subject kind a topic-map kind usually means, for words only the map knows. */
const BY_TOPIC_KIND: Readonly<Record<TopicKind, SubjectKind>> = {
  place: "place",
  food: "food",
  festival: "event",
  style: "activity",
  fitness: "activity",
  sport: "activity",
  tech: "product",
  gaming: "game",
  study: "study",
  money: "field",
  screen: "show",
  performing: "activity",
  pets: "animal",
  family: "person",
  home: "activity",
  mind: "field",
  travel: "activity",
  creative: "activity",
  auto: "product",
};

/** Topics whose map kind says too little: fashion is followed, not done; a cafe is somewhere to go. */
const BY_TOPIC_ID: Readonly<Record<string, SubjectKind>> = {
  fashion: "field",
  mensfashion: "field",
  ethnicwear: "product",
  saree: "product",
  jewellery: "product",
  tech: "field",
  ai: "field",
  coding: "activity",
  parenting: "field",
  couples: "person",
  beach: "place",
  nature: "field",
  monsoon: "field",
  books: "show",
  comedy: "show",
  kpop: "show",
  shayari: "show",
  education: "field",
  study: "activity",
  cooking: "activity",
  baking: "activity",
  mehendi: "activity",
  healthyeating: "food",
  gaming: "game",
};

export function subjectKindOf(topic: Topic): SubjectKind {
  return BY_TOPIC_ID[topic.id] ?? BY_TOPIC_KIND[topic.kind];
}
