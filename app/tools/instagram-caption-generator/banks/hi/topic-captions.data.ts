import type { CaptionTemplate } from "../caption-template";
import { ACTIVITY_CAPTIONS_HI } from "./topic-captions/activity.data";
import { ANIMAL_CAPTIONS_HI } from "./topic-captions/animal.data";
import { BRAND_CAPTIONS_HI } from "./topic-captions/brand.data";
import { COMPARISON_CAPTIONS_HI } from "./topic-captions/comparison.data";
import { EVENT_CAPTIONS_HI } from "./topic-captions/event.data";
import { FIELD_CAPTIONS_HI } from "./topic-captions/field.data";
import { FOOD_CAPTIONS_HI } from "./topic-captions/food.data";
import { FORMAT_CAPTIONS_HI } from "./topic-captions/formats.data";
import { GAME_CAPTIONS_HI } from "./topic-captions/game.data";
import { PERSON_CAPTIONS_HI } from "./topic-captions/person.data";
import { PLACE_CAPTIONS_HI } from "./topic-captions/place.data";
import { PRODUCT_CAPTIONS_HI } from "./topic-captions/product.data";
import { SHOW_CAPTIONS_HI } from "./topic-captions/show.data";
import { STUDY_CAPTIONS_HI } from "./topic-captions/study.data";

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
