import type { IdeaTemplate } from "../idea-template";
import { ACTIVITY_IDEAS_HINGLISH } from "./topic-ideas/activity.data";
import { ANIMAL_IDEAS_HINGLISH } from "./topic-ideas/animal.data";
import { BRAND_IDEAS_HINGLISH } from "./topic-ideas/brand.data";
import { COMPARISON_IDEAS_HINGLISH } from "./topic-ideas/comparison.data";
import { EVENT_IDEAS_HINGLISH } from "./topic-ideas/event.data";
import { FIELD_IDEAS_HINGLISH } from "./topic-ideas/field.data";
import { FLAVOUR_IDEAS_HINGLISH } from "./topic-ideas/flavours.data";
import { FOOD_IDEAS_HINGLISH } from "./topic-ideas/food.data";
import { FORMAT_IDEAS_HINGLISH } from "./topic-ideas/formats.data";
import { GAME_IDEAS_HINGLISH } from "./topic-ideas/game.data";
import { GENERAL_IDEAS_HINGLISH } from "./topic-ideas/general.data";
import { PERSON_IDEAS_HINGLISH } from "./topic-ideas/person.data";
import { PLACE_IDEAS_HINGLISH } from "./topic-ideas/place.data";
import { PRODUCT_IDEAS_HINGLISH } from "./topic-ideas/product.data";
import { SHOW_IDEAS_HINGLISH } from "./topic-ideas/show.data";
import { STUDY_IDEAS_HINGLISH } from "./topic-ideas/study.data";

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
