import { type Rng, sample } from "~/lib/random";
import { BIOS, PROFILE_TYPES, type ProfileType } from "./instagram-bio-generator.data";

export const BIOS_PER_GENERATION = 3;
/** Instagram's bio limit, counted in code points. */
export const BIO_LIMIT = 150;

export function isProfileType(value: string): value is ProfileType {
  return PROFILE_TYPES.some((type) => type.value === value);
}

/** Three different bios from the profile type's bank, in random order. */
export function generateBios(type: ProfileType, rng: Rng): string[] {
  return sample(BIOS[type], BIOS_PER_GENERATION, rng);
}
