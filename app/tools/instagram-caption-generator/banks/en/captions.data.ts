import { ATTITUDE_CAPTIONS } from "./captions/attitude.data";
import { BIRTHDAY_CAPTIONS } from "./captions/birthday.data";
import { FESTIVAL_CAPTIONS } from "./captions/festival.data";
import { FOOD_CAPTIONS } from "./captions/food.data";
import { FRIENDSHIP_CAPTIONS } from "./captions/friendship.data";
import { FUNNY_CAPTIONS } from "./captions/funny.data";
import { LOVE_CAPTIONS } from "./captions/love.data";
import { MOTIVATION_CAPTIONS } from "./captions/motivation.data";
import { SAD_CAPTIONS } from "./captions/sad.data";
import { SELFIE_CAPTIONS } from "./captions/selfie.data";
import { TRAVEL_CAPTIONS } from "./captions/travel.data";
import type { ListCategory } from "../../categories";

export { CAPTION_CATEGORIES, type CaptionCategory } from "../../categories";

/** At least 30 captions per category, each bank in its own file under captions/. */
export const CAPTIONS: Readonly<Record<ListCategory, readonly string[]>> = {
  attitude: ATTITUDE_CAPTIONS,
  love: LOVE_CAPTIONS,
  sad: SAD_CAPTIONS,
  funny: FUNNY_CAPTIONS,
  motivation: MOTIVATION_CAPTIONS,
  travel: TRAVEL_CAPTIONS,
  birthday: BIRTHDAY_CAPTIONS,
  festival: FESTIVAL_CAPTIONS,
  friendship: FRIENDSHIP_CAPTIONS,
  food: FOOD_CAPTIONS,
  selfie: SELFIE_CAPTIONS,
};
