/**
 * Animals people keep at home, for readings the topic map has no pet topic for. Latin spellings,
 * as the reader gives them in `latin`.
 */
export const PET_WORDS: readonly string[] = [
  "budgie",
  "budgies",
  "bunny",
  "betta",
  "billi",
  "cat",
  "cats",
  "dog",
  "dogs",
  "fish",
  "goldfish",
  "guinea pig",
  "hamster",
  "kachua",
  "kitten",
  "kutta",
  "parrot",
  "puppy",
  "rabbit",
  "tortoise",
  "tota",
  "turtle",
];
