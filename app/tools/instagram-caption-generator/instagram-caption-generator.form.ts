// The form's side: the required mood and the optional topic. Captions for a topic come from a
// module fetched once the page is interactive (it brings the topic reader and its map).
import { TOPIC_FIELD } from "~/components/topic-field";
import { optionValues } from "~/lib/form-fields";
import { CAPTION_CATEGORIES } from "./instagram-caption-generator.data";

export const CAPTION_FIELDS = {
  category: { kind: "choice", label: "Category", options: optionValues(CAPTION_CATEGORIES) },
  topic: TOPIC_FIELD,
} as const;

export const CATEGORY_MESSAGE = "Please select a category first.";
