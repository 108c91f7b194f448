// The profile above the grid: what the visitor types to make it look like theirs. The words of each
// field are declared once here. The values live in this page's memory only: they are not written
// to the address, not saved and not sent, so a bio or a follower count never leaves the device.
import { type ChangeEvent, useState } from "react";
import { type FieldWords, type Values, clampText, emptyValues, fieldWords } from "~/lib/form-fields";
import { HIGHLIGHT_NAME_LIMIT } from "./instagram-grid-preview.logic";

/** Highlights drawn beside the New circle; more would not fit a phone's width. */
export const MAX_HIGHLIGHTS = 4;

/** Every profile field is text with a length Instagram sets. */
type ProfileFieldSpec = FieldWords & { kind: "text"; maxLength: number };

export const PROFILE_FIELDS: Readonly<Record<ProfileField, ProfileFieldSpec>> = {
  handle: { kind: "text", label: "Username", placeholder: "e.g. riya.cooks", maxLength: 30 },
  name: { kind: "text", label: "Name", placeholder: "e.g. Riya Sharma", maxLength: 30 },
  bio: { kind: "text", label: "Bio", hint: "Up to 150 characters, as on Instagram.", maxLength: 150 },
  followers: {
    kind: "text",
    label: "Followers",
    hint: "Left empty, the profile shows a dash.",
    placeholder: "e.g. 1250 or 12.5K",
    maxLength: 12,
  },
  following: { kind: "text", label: "Following", placeholder: "e.g. 310", maxLength: 12 },
  highlights: {
    kind: "text",
    label: "Highlights",
    hint: `Up to ${String(MAX_HIGHLIGHTS)} names, separated by commas; ${String(HIGHLIGHT_NAME_LIMIT)} characters each.`,
    placeholder: "e.g. Recipes, Travel, Reviews",
    maxLength: 80,
  },
};

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
  const [values, setValues] = useState(() => emptyValues(PROFILE_FIELDS));
  return {
    values,
    field: (name) => {
      const { maxLength } = PROFILE_FIELDS[name];
      return {
        name,
        ...fieldWords(PROFILE_FIELDS[name]),
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
