// The form's side: the required mood and the optional topic. Captions for a topic come from a
// module fetched once the page is interactive (it brings the topic reader and its map).
import { topicField } from "~/components/topic-field";
import { CAPTION_CATEGORIES } from "./instagram-caption-generator.data";

export const CAPTION_FIELDS = {
  category: { kind: "choice", label: "Category", options: CAPTION_CATEGORIES },
  topic: topicField({
    hint: "Optional. Name the dish, place, game or exam and the captions will too. Leave it empty for the mood alone.",
    placeholder: "e.g. biryani, Goa trip, BGMI",
  }),
} as const;

export const CATEGORY_MESSAGE = "Please select a category first.";
