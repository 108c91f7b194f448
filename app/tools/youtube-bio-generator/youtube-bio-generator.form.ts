// The form's side: the niche and, on the Hindi page, the writing (Devanagari or Hinglish).
import { type Fields, plainOptions } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { writingField } from "~/lib/text/writing";
import { NICHES } from "./banks/en/bios.data";
import { CHANNEL_BIO_WORDS } from "./words";

export type ChannelBioField = "niche" | "writing";

function fieldsIn(lang: Lang): Fields<ChannelBioField> {
  const words = CHANNEL_BIO_WORDS[lang];
  const niches = words.niches;
  return {
    niche: {
      kind: "choice",
      label: words.niche,
      placeholder: words.nichePlaceholder,
      options: niches ? NICHES.map((value) => ({ value, label: niches[value] })) : plainOptions(NICHES),
    },
    writing: writingField(),
  };
}

export const CHANNEL_BIO_FIELDS: Readonly<Record<Lang, Fields<ChannelBioField>>> = {
  en: fieldsIn("en"),
  hi: fieldsIn("hi"),
};
