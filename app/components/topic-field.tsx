import type { FieldBinding } from "~/lib/form/use-tool-form";
import { TextField } from "./text-field";

/**
 * The optional "What is your post about?" field that the caption, idea and strategy tools share
 * (its label and address name `topic` are product decisions). Empty means the tool's own bank.
 */
export const TOPIC_LABEL = "What is your post about?";

/** Long enough for "Delhi street food under 100 rupees" and then some; a topic, not a paragraph. */
export const TOPIC_MAX_LENGTH = 80;

/** What a tool says on its topic field: what a topic changes in its answer, and examples that fit it. */
export interface TopicWords {
  hint: string;
  placeholder: string;
}

/**
 * The topic field's spec for `useToolForm`, with the tool's own hint and placeholder. The label is
 * the decided question, on screen and in the message when an address value is cut.
 */
export function topicField(words: TopicWords) {
  return { kind: "text", label: TOPIC_LABEL, maxLength: TOPIC_MAX_LENGTH, ...words } as const;
}

type TopicFieldProps = FieldBinding<string> & { id: string };

/** The topic input, given `useToolForm`'s `field("topic")`: its words, name, value and updates. */
export function TopicField({ id, ...field }: TopicFieldProps) {
  return <TextField id={id} maxLength={TOPIC_MAX_LENGTH} autoComplete="off" enterKeyHint="go" {...field} />;
}
