import type { Topic } from "./topic";
import { CREATOR_TOPICS } from "./topics/creator.data";
import { ENTERTAINMENT_MORE_TOPICS } from "./topics/entertainment-more.data";
import { ENTERTAINMENT_TOPICS } from "./topics/entertainment.data";
import { FESTIVAL_MORE_TOPICS } from "./topics/festivals-more.data";
import { FESTIVAL_TOPICS } from "./topics/festivals.data";
import { FITNESS_MORE_TOPICS } from "./topics/fitness-more.data";
import { FITNESS_TOPICS } from "./topics/fitness.data";
import { FOOD_MORE_TOPICS } from "./topics/food-more.data";
import { FOOD_TOPICS } from "./topics/food.data";
import { LIFE_MORE_TOPICS } from "./topics/life-more.data";
import { LIFE_TOPICS } from "./topics/life.data";
import { MONEY_MORE_TOPICS } from "./topics/money-more.data";
import { MONEY_TOPICS } from "./topics/money.data";
import { OUTDOOR_MORE_TOPICS } from "./topics/outdoors-more.data";
import { OUTDOOR_TOPICS } from "./topics/outdoors.data";
import { PLACE_TOPICS } from "./topics/places.data";
import { STUDY_MORE_TOPICS } from "./topics/study-more.data";
import { STUDY_TOPICS } from "./topics/study.data";
import { STYLE_MORE_TOPICS } from "./topics/style-more.data";
import { STYLE_TOPICS } from "./topics/style.data";
import { TECH_MORE_TOPICS } from "./topics/tech-more.data";
import { TECH_TOPICS } from "./topics/tech.data";

/**
 * The curated topic map. Order matters only for ties: when a word reaches two topics equally
 * ("beauty": makeup and skincare), the one listed first leads unless a random source reorders them.
 * Places come last so that a subject topic leads when both are equally near. Each group's "more"
 * topics follow its first ones, so a tie the first ones already had keeps its leader.
 */
export const TOPICS: readonly Topic[] = [
  ...FOOD_TOPICS,
  ...FOOD_MORE_TOPICS,
  ...FESTIVAL_TOPICS,
  ...FESTIVAL_MORE_TOPICS,
  ...STYLE_TOPICS,
  ...STYLE_MORE_TOPICS,
  ...FITNESS_TOPICS,
  ...FITNESS_MORE_TOPICS,
  ...TECH_TOPICS,
  ...TECH_MORE_TOPICS,
  ...STUDY_TOPICS,
  ...STUDY_MORE_TOPICS,
  ...MONEY_TOPICS,
  ...MONEY_MORE_TOPICS,
  ...ENTERTAINMENT_TOPICS,
  ...ENTERTAINMENT_MORE_TOPICS,
  ...LIFE_TOPICS,
  ...LIFE_MORE_TOPICS,
  ...OUTDOOR_TOPICS,
  ...OUTDOOR_MORE_TOPICS,
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
