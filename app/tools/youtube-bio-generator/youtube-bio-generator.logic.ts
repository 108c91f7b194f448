import type { Writing } from "~/lib/text/writing";
import { HINDI_CHANNEL_BIOS } from "./banks/hi/bios.data";
import { HINGLISH_CHANNEL_BIOS } from "./banks/hinglish/bios.data";
import { BIOS, NICHES, type Niche } from "./banks/en/bios.data";

/** YouTube's limit for a channel description. */
export const CHANNEL_DESCRIPTION_LIMIT = 1000;

/** Each writing's two bios by niche. */
const BANKS: Readonly<Record<Writing, Readonly<Record<Niche, readonly [string, string]>>>> = {
  en: BIOS,
  hi: HINDI_CHANNEL_BIOS,
  hinglish: HINGLISH_CHANNEL_BIOS,
};

export function isNiche(value: string): value is Niche {
  return (NICHES as readonly string[]).includes(value);
}

/** The niche's two bios in the writing asked for; the same two, in the same order, every time. */
export function biosFor(niche: Niche, writing: Writing = "en"): readonly [string, string] {
  return BANKS[writing][niche];
}
