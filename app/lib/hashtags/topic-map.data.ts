import type { Topic } from "./topic";
import { CREATOR_TOPICS } from "./topics/creator.data";
import { ENTERTAINMENT_TOPICS } from "./topics/entertainment.data";
import { FESTIVAL_TOPICS } from "./topics/festivals.data";
import { FITNESS_TOPICS } from "./topics/fitness.data";
import { FOOD_TOPICS } from "./topics/food.data";
import { LIFE_TOPICS } from "./topics/life.data";
import { MONEY_TOPICS } from "./topics/money.data";
import { OUTDOOR_TOPICS } from "./topics/outdoors.data";
import { PLACE_TOPICS } from "./topics/places.data";
import { STUDY_TOPICS } from "./topics/study.data";
import { STYLE_TOPICS } from "./topics/style.data";
import { TECH_TOPICS } from "./topics/tech.data";

/**
 * The curated topic map. Order matters only for ties: when a word reaches two topics equally
 * ("beauty": makeup and skincare), the one listed first leads unless a random source reorders them.
 * Places come last so that a subject topic leads when both are equally near.
 */
export const TOPICS: readonly Topic[] = [
  ...FOOD_TOPICS,
  ...FESTIVAL_TOPICS,
  ...STYLE_TOPICS,
  ...FITNESS_TOPICS,
  ...TECH_TOPICS,
  ...STUDY_TOPICS,
  ...MONEY_TOPICS,
  ...ENTERTAINMENT_TOPICS,
  ...LIFE_TOPICS,
  ...OUTDOOR_TOPICS,
  ...CREATOR_TOPICS,
  ...PLACE_TOPICS,
];

/** Spaced endings a YouTube tag list can add to a keyword, by kind ("masala chai" + " recipe"). */
export const PHRASE_ENDINGS: Readonly<Record<Topic["kind"], readonly string[]>> = {
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
