// The profile above the grid: what the visitor types to make it look like theirs. The words of each
// field are declared once here. The values live in this page's memory only: they are not written
// to the address, not saved and not sent, so a bio or a follower count never leaves the device.
import { type ChangeEvent, useState } from "react";
import { type FieldWords, type Values, clampText, emptyValues, fieldWords } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { useLang } from "~/lib/lang/use-lang";
import { HIGHLIGHT_NAME_LIMIT } from "./instagram-grid-preview.logic";
import { GRID_WORDS } from "./words";

/** Highlights drawn beside the New circle; more would not fit a phone's width. */
export const MAX_HIGHLIGHTS = 4;

/** Every profile field is text with a length Instagram sets. */
type ProfileFieldSpec = FieldWords & { kind: "text"; maxLength: number };

function fieldsIn(lang: Lang): Readonly<Record<ProfileField, ProfileFieldSpec>> {
  const words = GRID_WORDS[lang].profile;
  return {
    handle: { kind: "text", label: words.username, placeholder: words.usernamePlaceholder, maxLength: 30 },
    name: { kind: "text", label: words.name, placeholder: words.namePlaceholder, maxLength: 30 },
    bio: { kind: "text", label: words.bio, hint: words.bioHint, maxLength: 150 },
    followers: {
      kind: "text",
      label: words.followers,
      hint: words.followersHint,
      placeholder: words.followersPlaceholder,
      maxLength: 12,
    },
    following: { kind: "text", label: words.following, placeholder: words.followingPlaceholder, maxLength: 12 },
    highlights: {
      kind: "text",
      label: words.highlights,
      hint: words.highlightsHint(MAX_HIGHLIGHTS, HIGHLIGHT_NAME_LIMIT),
      placeholder: words.highlightsPlaceholder,
      maxLength: 80,
    },
  };
}

export const PROFILE_FIELDS_IN: Readonly<Record<Lang, Readonly<Record<ProfileField, ProfileFieldSpec>>>> = {
  en: fieldsIn("en"),
  hi: fieldsIn("hi"),
};

/** The English page's profile fields. */
export const PROFILE_FIELDS = PROFILE_FIELDS_IN.en;

export type ProfileField = "handle" | "name" | "bio" | "followers" | "following" | "highlights";

export interface ProfileBinding extends FieldWords {
  name: ProfileField;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export interface ProfileFields {
  values: Values<ProfileField>;
  /** Spread on a TextField or TextAreaField: its words, its value and its updates. */
  field: (name: ProfileField) => ProfileBinding;
}

export function useProfileFields(): ProfileFields {
  const fields = PROFILE_FIELDS_IN[useLang()];
  const [values, setValues] = useState(() => emptyValues(fields));
  return {
    values,
    field: (name) => {
      const { maxLength } = fields[name];
      return {
        name,
        ...fieldWords(fields[name]),
        value: values[name],
        // Cut by characters as Instagram counts them, not by the browser's UTF-16 units.
        onChange: (event) => {
          const { value } = clampText(event.target.value, maxLength);
          setValues((old) => ({ ...old, [name]: value }));
        },
      };
    },
  };
}
