// What the channel bio generator's screen says, in each language. The niches' values (in the address)
// are their English names, which the English page shows; the Hindi page names them here.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import type { Niche } from "../banks/en/bios.data";

export interface ChannelBioWords {
  niche: string;
  nichePlaceholder: string;
  /** The niches' names; English shows the values themselves. */
  niches: Readonly<Record<Niche, string>> | null;
  nicheMessage: string;
  submit: string;
  results: string;
  ready: (count: number) => string;
  note: string;
  bioLabel: (place: number) => string;
  copyLabel: (place: number) => string;
  copied: (place: number) => string;
}
