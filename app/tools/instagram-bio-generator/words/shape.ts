// What the bio generator's screen says, in each language. The profile types' English names are the
// choices' own labels (../instagram-bio-generator.data.ts); the Hindi page names them here.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import type { ProfileType } from "../profile-types";

export interface BioWords {
  type: string;
  /** The profile types' names; English takes the choices' own labels. */
  types: Readonly<Record<ProfileType, string>> | null;
  typeMessage: string;
  submit: string;
  results: string;
  ready: (count: number) => string;
  copyLabel: (place: number) => string;
  copied: string;
}
