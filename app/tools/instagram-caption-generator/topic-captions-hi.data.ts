import type { CaptionTemplate } from "./topic-captions/caption-template";
import { ACTIVITY_CAPTIONS_HI, ACTIVITY_CAPTIONS_HINGLISH } from "./topic-captions-hi/activity-hi.data";
import { ANIMAL_CAPTIONS_HI, ANIMAL_CAPTIONS_HINGLISH } from "./topic-captions-hi/animal-hi.data";
import { BRAND_CAPTIONS_HI, BRAND_CAPTIONS_HINGLISH } from "./topic-captions-hi/brand-hi.data";
import { COMPARISON_CAPTIONS_HI, COMPARISON_CAPTIONS_HINGLISH } from "./topic-captions-hi/comparison-hi.data";
import { EVENT_CAPTIONS_HI, EVENT_CAPTIONS_HINGLISH } from "./topic-captions-hi/event-hi.data";
import { FIELD_CAPTIONS_HI, FIELD_CAPTIONS_HINGLISH } from "./topic-captions-hi/field-hi.data";
import { FOOD_CAPTIONS_HI, FOOD_CAPTIONS_HINGLISH } from "./topic-captions-hi/food-hi.data";
import { FORMAT_CAPTIONS_HI, FORMAT_CAPTIONS_HINGLISH } from "./topic-captions-hi/formats-hi.data";
import { GAME_CAPTIONS_HI, GAME_CAPTIONS_HINGLISH } from "./topic-captions-hi/game-hi.data";
import { PERSON_CAPTIONS_HI, PERSON_CAPTIONS_HINGLISH } from "./topic-captions-hi/person-hi.data";
import { PLACE_CAPTIONS_HI, PLACE_CAPTIONS_HINGLISH } from "./topic-captions-hi/place-hi.data";
import { PRODUCT_CAPTIONS_HI, PRODUCT_CAPTIONS_HINGLISH } from "./topic-captions-hi/product-hi.data";
import { SHOW_CAPTIONS_HI, SHOW_CAPTIONS_HINGLISH } from "./topic-captions-hi/show-hi.data";
import { STUDY_CAPTIONS_HI, STUDY_CAPTIONS_HINGLISH } from "./topic-captions-hi/study-hi.data";

/**
 * The Hindi page's captions for a post about something, in Devanagari, by the kind of thing it is
 * and the format named. Written for Hindi-speaking creators, not translated from the English ones.
 * An unknown topic has none: it gets the mood's own Hindi bank.
 */
export const HINDI_TOPIC_CAPTIONS: readonly CaptionTemplate[] = [
  ...PRODUCT_CAPTIONS_HI,
  ...BRAND_CAPTIONS_HI,
  ...PLACE_CAPTIONS_HI,
  ...FOOD_CAPTIONS_HI,
  ...ACTIVITY_CAPTIONS_HI,
  ...ANIMAL_CAPTIONS_HI,
  ...PERSON_CAPTIONS_HI,
  ...EVENT_CAPTIONS_HI,
  ...STUDY_CAPTIONS_HI,
  ...GAME_CAPTIONS_HI,
  ...SHOW_CAPTIONS_HI,
  ...FIELD_CAPTIONS_HI,
  ...COMPARISON_CAPTIONS_HI,
  ...FORMAT_CAPTIONS_HI,
];

/** The same in Hinglish (Hindi in Roman letters), written on its own, not transliterated. */
export const HINGLISH_TOPIC_CAPTIONS: readonly CaptionTemplate[] = [
  ...PRODUCT_CAPTIONS_HINGLISH,
  ...BRAND_CAPTIONS_HINGLISH,
  ...PLACE_CAPTIONS_HINGLISH,
  ...FOOD_CAPTIONS_HINGLISH,
  ...ACTIVITY_CAPTIONS_HINGLISH,
  ...ANIMAL_CAPTIONS_HINGLISH,
  ...PERSON_CAPTIONS_HINGLISH,
  ...EVENT_CAPTIONS_HINGLISH,
  ...STUDY_CAPTIONS_HINGLISH,
  ...GAME_CAPTIONS_HINGLISH,
  ...SHOW_CAPTIONS_HINGLISH,
  ...FIELD_CAPTIONS_HINGLISH,
  ...COMPARISON_CAPTIONS_HINGLISH,
  ...FORMAT_CAPTIONS_HINGLISH,
];
