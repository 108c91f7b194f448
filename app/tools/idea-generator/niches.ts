// The niches the form offers: all the page needs before a press. The ideas themselves load with the
// logic on the first press (or once the page is idle).
import type { Platform } from "~/lib/site/tool-entry";

/** Dropdown order, as the product lists the niches. */
export const NICHES: Readonly<Record<Platform, readonly string[]>> = {
  instagram: ["Fashion", "Travel", "Food", "Fitness"],
  youtube: ["Tech", "Gaming", "Vlogs", "Education"],
};

/** Whether the platform offers the niche (its English name, as in the address). */
export function isNiche(platform: Platform, niche: string): boolean {
  return NICHES[platform].includes(niche);
}
