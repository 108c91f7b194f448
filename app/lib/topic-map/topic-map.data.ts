import type { Topic, TopicKind } from "./topic";
import { CREATOR_TOPICS } from "./groups/creator.data";
import { ENTERTAINMENT_TOPICS } from "./groups/entertainment.data";
import { FESTIVAL_TOPICS } from "./groups/festivals.data";
import { FITNESS_TOPICS } from "./groups/fitness.data";
import { FOOD_TOPICS } from "./groups/food.data";
import { LIFE_TOPICS } from "./groups/life.data";
import { MONEY_TOPICS } from "./groups/money.data";
import { OUTDOOR_TOPICS } from "./groups/outdoors.data";
import { PLACE_TOPICS } from "./groups/places.data";
import { STUDY_TOPICS } from "./groups/study.data";
import { STYLE_TOPICS } from "./groups/style.data";
import { TECH_TOPICS } from "./groups/tech.data";

/**
 * The groups of the curated topic map, in tie order. Order matters only for ties: when a word
 * reaches two topics equally ("beauty": makeup and skincare), the one listed first leads unless a
 * random source reorders them. A group's topics come in its file's order, so within a group the
 * earlier topic leads; across groups, this list decides. Places come last so that a subject topic
 * leads when both are equally near.
 */
const GROUPS_IN_TIE_ORDER = [
  FOOD_TOPICS,
  FESTIVAL_TOPICS,
  STYLE_TOPICS,
  FITNESS_TOPICS,
  TECH_TOPICS,
  STUDY_TOPICS,
  MONEY_TOPICS,
  ENTERTAINMENT_TOPICS,
  LIFE_TOPICS,
  OUTDOOR_TOPICS,
  CREATOR_TOPICS,
  PLACE_TOPICS,
] as const;

/** The id of a topic of the map: "food", "streetfood", "mumbai"… */
export type TopicId = (typeof GROUPS_IN_TIE_ORDER)[number][number]["id"];

/** Every topic of the map, in tie order. */
export const TOPICS: readonly Topic[] = GROUPS_IN_TIE_ORDER.flat();

/** Spaced endings a YouTube tag list can add to a keyword, by kind ("masala chai" + " recipe"). */
export const PHRASE_ENDINGS: Readonly<Record<TopicKind, readonly string[]>> = {
  place: ["travel guide", "places to visit", "food tour", "vlog"],
  food: ["recipe", "at home", "easy recipe", "taste test"],
  festival: ["decoration ideas", "outfit ideas", "celebration", "special"],
  style: ["for beginners", "tips", "ideas", "haul"],
  fitness: ["for beginners", "at home", "routine", "tips"],
  sport: ["highlights", "analysis", "match reaction"],
  tech: ["review", "tips and tricks", "explained", "setup"],
  gaming: ["gameplay", "tips and tricks", "live", "highlights"],
  study: ["preparation", "strategy", "study plan", "notes"],
  money: ["for beginners", "explained in hindi", "tips", "mistakes to avoid"],
  screen: ["review", "explained", "recommendations", "reaction"],
  performing: ["cover", "for beginners", "tutorial", "practice"],
  pets: ["care tips", "training", "vlog", "first week at home"],
  family: ["tips", "vlog", "ideas", "routine"],
  home: ["ideas", "on a budget", "makeover", "tour"],
  mind: ["tips", "for beginners", "daily routine", "habits"],
  travel: ["vlog", "travel guide", "on a budget", "itinerary"],
  creative: ["tutorial", "for beginners", "ideas", "process"],
  auto: ["review", "ride vlog", "ownership review", "modification"],
};
