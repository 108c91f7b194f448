import type { IdeaTemplate } from "../idea-template";
import { ACTIVITY_IDEAS } from "./topic-ideas/activity.data";
import { ANIMAL_IDEAS } from "./topic-ideas/animal.data";
import { BRAND_IDEAS } from "./topic-ideas/brand.data";
import { COMPARISON_IDEAS } from "./topic-ideas/comparison.data";
import { EVENT_IDEAS } from "./topic-ideas/event.data";
import { FIELD_IDEAS } from "./topic-ideas/field.data";
import { FLAVOUR_IDEAS } from "./topic-ideas/flavours.data";
import { FOOD_IDEAS } from "./topic-ideas/food.data";
import { FORMAT_IDEAS } from "./topic-ideas/formats.data";
import { GAME_IDEAS } from "./topic-ideas/game.data";
import { GENERAL_IDEAS } from "./topic-ideas/general.data";
import { PERSON_IDEAS } from "./topic-ideas/person.data";
import { PLACE_IDEAS } from "./topic-ideas/place.data";
import { PRODUCT_IDEAS } from "./topic-ideas/product.data";
import { SHOW_IDEAS } from "./topic-ideas/show.data";
import { STUDY_IDEAS } from "./topic-ideas/study.data";

/** Ideas for a post or video about something, by the kind of thing it is, for both platforms. */
export const TOPIC_IDEAS: readonly IdeaTemplate[] = [
  ...PRODUCT_IDEAS,
  ...BRAND_IDEAS,
  ...PLACE_IDEAS,
  ...FOOD_IDEAS,
  ...ACTIVITY_IDEAS,
  ...ANIMAL_IDEAS,
  ...PERSON_IDEAS,
  ...EVENT_IDEAS,
  ...STUDY_IDEAS,
  ...GAME_IDEAS,
  ...SHOW_IDEAS,
  ...FIELD_IDEAS,
  ...GENERAL_IDEAS,
  ...COMPARISON_IDEAS,
  ...FORMAT_IDEAS,
  ...FLAVOUR_IDEAS,
];
