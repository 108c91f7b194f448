import type { CaptionTemplate } from "../caption-template";
import { ACTIVITY_CAPTIONS } from "./topic-captions/activity.data";
import { ANIMAL_CAPTIONS } from "./topic-captions/animal.data";
import { BRAND_CAPTIONS } from "./topic-captions/brand.data";
import { COMPARISON_CAPTIONS } from "./topic-captions/comparison.data";
import { EVENT_CAPTIONS } from "./topic-captions/event.data";
import { FIELD_CAPTIONS } from "./topic-captions/field.data";
import { FOOD_CAPTIONS } from "./topic-captions/food.data";
import { FORMAT_CAPTIONS } from "./topic-captions/formats.data";
import { GAME_CAPTIONS } from "./topic-captions/game.data";
import { PERSON_CAPTIONS } from "./topic-captions/person.data";
import { PLACE_CAPTIONS } from "./topic-captions/place.data";
import { PRODUCT_CAPTIONS } from "./topic-captions/product.data";
import { SHOW_CAPTIONS } from "./topic-captions/show.data";
import { STUDY_CAPTIONS } from "./topic-captions/study.data";

/**
 * Captions for a post about something, by the kind of thing it is. An unknown topic has none: it
 * gets the mood's own bank, which fits anything.
 */
export const TOPIC_CAPTIONS: readonly CaptionTemplate[] = [
  ...PRODUCT_CAPTIONS,
  ...BRAND_CAPTIONS,
  ...PLACE_CAPTIONS,
  ...FOOD_CAPTIONS,
  ...ACTIVITY_CAPTIONS,
  ...ANIMAL_CAPTIONS,
  ...PERSON_CAPTIONS,
  ...EVENT_CAPTIONS,
  ...STUDY_CAPTIONS,
  ...GAME_CAPTIONS,
  ...SHOW_CAPTIONS,
  ...FIELD_CAPTIONS,
  ...COMPARISON_CAPTIONS,
  ...FORMAT_CAPTIONS,
];
