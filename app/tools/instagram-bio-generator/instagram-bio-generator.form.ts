// The form's side: the profile type and, on the Hindi page, the writing (Devanagari or Hinglish).
import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { writingField } from "~/lib/text/writing";
import { PROFILE_TYPES } from "./profile-types";
import { BIO_WORDS } from "./words";

export type BioField = "type" | "writing";

function fieldsIn(lang: Lang): Fields<BioField> {
  const words = BIO_WORDS[lang];
  const types = words.types;
  return {
    type: {
      kind: "choice",
      label: words.type,
      options: types ? PROFILE_TYPES.map(({ value }) => ({ value, label: types[value] })) : PROFILE_TYPES,
    },
    writing: writingField(),
  };
}

export const BIO_FIELDS: Readonly<Record<Lang, Fields<BioField>>> = { en: fieldsIn("en"), hi: fieldsIn("hi") };
