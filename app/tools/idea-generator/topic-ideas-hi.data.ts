import type { IdeaTemplate } from "./topic-ideas/idea-template";
import { ACTIVITY_IDEAS_HI, ACTIVITY_IDEAS_HINGLISH } from "./topic-ideas-hi/activity-hi.data";
import { ANIMAL_IDEAS_HI, ANIMAL_IDEAS_HINGLISH } from "./topic-ideas-hi/animal-hi.data";
import { BRAND_IDEAS_HI, BRAND_IDEAS_HINGLISH } from "./topic-ideas-hi/brand-hi.data";
import { COMPARISON_IDEAS_HI, COMPARISON_IDEAS_HINGLISH } from "./topic-ideas-hi/comparison-hi.data";
import { EVENT_IDEAS_HI, EVENT_IDEAS_HINGLISH } from "./topic-ideas-hi/event-hi.data";
import { FIELD_IDEAS_HI, FIELD_IDEAS_HINGLISH } from "./topic-ideas-hi/field-hi.data";
import { FLAVOUR_IDEAS_HI, FLAVOUR_IDEAS_HINGLISH } from "./topic-ideas-hi/flavours-hi.data";
import { FOOD_IDEAS_HI, FOOD_IDEAS_HINGLISH } from "./topic-ideas-hi/food-hi.data";
import { FORMAT_IDEAS_HI, FORMAT_IDEAS_HINGLISH } from "./topic-ideas-hi/formats-hi.data";
import { GAME_IDEAS_HI, GAME_IDEAS_HINGLISH } from "./topic-ideas-hi/game-hi.data";
import { GENERAL_IDEAS_HI, GENERAL_IDEAS_HINGLISH } from "./topic-ideas-hi/general-hi.data";
import { PERSON_IDEAS_HI, PERSON_IDEAS_HINGLISH } from "./topic-ideas-hi/person-hi.data";
import { PLACE_IDEAS_HI, PLACE_IDEAS_HINGLISH } from "./topic-ideas-hi/place-hi.data";
import { PRODUCT_IDEAS_HI, PRODUCT_IDEAS_HINGLISH } from "./topic-ideas-hi/product-hi.data";
import { SHOW_IDEAS_HI, SHOW_IDEAS_HINGLISH } from "./topic-ideas-hi/show-hi.data";
import { STUDY_IDEAS_HI, STUDY_IDEAS_HINGLISH } from "./topic-ideas-hi/study-hi.data";

/**
 * The Hindi page's ideas for a post or video about something, in Devanagari, by the kind of thing
 * it is, its format and its side, for both platforms: written for Hindi-speaking creators.
 */
export const HINDI_TOPIC_IDEAS: readonly IdeaTemplate[] = [
  ...PRODUCT_IDEAS_HI,
  ...BRAND_IDEAS_HI,
  ...PLACE_IDEAS_HI,
  ...FOOD_IDEAS_HI,
  ...ACTIVITY_IDEAS_HI,
  ...ANIMAL_IDEAS_HI,
  ...PERSON_IDEAS_HI,
  ...EVENT_IDEAS_HI,
  ...STUDY_IDEAS_HI,
  ...GAME_IDEAS_HI,
  ...SHOW_IDEAS_HI,
  ...FIELD_IDEAS_HI,
  ...GENERAL_IDEAS_HI,
  ...COMPARISON_IDEAS_HI,
  ...FORMAT_IDEAS_HI,
  ...FLAVOUR_IDEAS_HI,
];

/** The same in Hinglish (Hindi in Roman letters), written on its own, not transliterated. */
export const HINGLISH_TOPIC_IDEAS: readonly IdeaTemplate[] = [
  ...PRODUCT_IDEAS_HINGLISH,
  ...BRAND_IDEAS_HINGLISH,
  ...PLACE_IDEAS_HINGLISH,
  ...FOOD_IDEAS_HINGLISH,
  ...ACTIVITY_IDEAS_HINGLISH,
  ...ANIMAL_IDEAS_HINGLISH,
  ...PERSON_IDEAS_HINGLISH,
  ...EVENT_IDEAS_HINGLISH,
  ...STUDY_IDEAS_HINGLISH,
  ...GAME_IDEAS_HINGLISH,
  ...SHOW_IDEAS_HINGLISH,
  ...FIELD_IDEAS_HINGLISH,
  ...GENERAL_IDEAS_HINGLISH,
  ...COMPARISON_IDEAS_HINGLISH,
  ...FORMAT_IDEAS_HINGLISH,
  ...FLAVOUR_IDEAS_HINGLISH,
];
