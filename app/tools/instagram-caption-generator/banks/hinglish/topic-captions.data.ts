import type { CaptionTemplate } from "../caption-template";
import { ACTIVITY_CAPTIONS_HINGLISH } from "./topic-captions/activity.data";
import { ANIMAL_CAPTIONS_HINGLISH } from "./topic-captions/animal.data";
import { BRAND_CAPTIONS_HINGLISH } from "./topic-captions/brand.data";
import { COMPARISON_CAPTIONS_HINGLISH } from "./topic-captions/comparison.data";
import { EVENT_CAPTIONS_HINGLISH } from "./topic-captions/event.data";
import { FIELD_CAPTIONS_HINGLISH } from "./topic-captions/field.data";
import { FOOD_CAPTIONS_HINGLISH } from "./topic-captions/food.data";
import { FORMAT_CAPTIONS_HINGLISH } from "./topic-captions/formats.data";
import { GAME_CAPTIONS_HINGLISH } from "./topic-captions/game.data";
import { PERSON_CAPTIONS_HINGLISH } from "./topic-captions/person.data";
import { PLACE_CAPTIONS_HINGLISH } from "./topic-captions/place.data";
import { PRODUCT_CAPTIONS_HINGLISH } from "./topic-captions/product.data";
import { SHOW_CAPTIONS_HINGLISH } from "./topic-captions/show.data";
import { STUDY_CAPTIONS_HINGLISH } from "./topic-captions/study.data";

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
