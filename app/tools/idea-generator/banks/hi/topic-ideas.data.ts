import type { IdeaTemplate } from "../idea-template";
import { ACTIVITY_IDEAS_HI } from "./topic-ideas/activity.data";
import { ANIMAL_IDEAS_HI } from "./topic-ideas/animal.data";
import { BRAND_IDEAS_HI } from "./topic-ideas/brand.data";
import { COMPARISON_IDEAS_HI } from "./topic-ideas/comparison.data";
import { EVENT_IDEAS_HI } from "./topic-ideas/event.data";
import { FIELD_IDEAS_HI } from "./topic-ideas/field.data";
import { FLAVOUR_IDEAS_HI } from "./topic-ideas/flavours.data";
import { FOOD_IDEAS_HI } from "./topic-ideas/food.data";
import { FORMAT_IDEAS_HI } from "./topic-ideas/formats.data";
import { GAME_IDEAS_HI } from "./topic-ideas/game.data";
import { GENERAL_IDEAS_HI } from "./topic-ideas/general.data";
import { PERSON_IDEAS_HI } from "./topic-ideas/person.data";
import { PLACE_IDEAS_HI } from "./topic-ideas/place.data";
import { PRODUCT_IDEAS_HI } from "./topic-ideas/product.data";
import { SHOW_IDEAS_HI } from "./topic-ideas/show.data";
import { STUDY_IDEAS_HI } from "./topic-ideas/study.data";

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
