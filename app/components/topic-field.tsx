import type { ChangeEventHandler } from "react";
import { TextField } from "./text-field";

/**
 * The optional "What is your post about?" field that the caption, idea and strategy tools share
 * (its label and address name `topic` are product decisions). Empty means the tool's own bank.
 */
export const TOPIC_LABEL = "What is your post about?";

/** Long enough for "Delhi street food under 100 rupees" and then some; a topic, not a paragraph. */
export const TOPIC_MAX_LENGTH = 80;

/** The field's spec for `useToolForm`; the label names it in the message when an address value is cut. */
export const TOPIC_FIELD = { kind: "text", label: "Topic", maxLength: TOPIC_MAX_LENGTH } as const;

interface TopicFieldProps {
  id: string;
  /** `useToolForm`'s `field("topic")`: its name, value and updates. */
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  hint: string;
  placeholder: string;
}

export function TopicField({ id, hint, placeholder, ...field }: TopicFieldProps) {
  return (
    <TextField
      id={id}
      label={TOPIC_LABEL}
      hint={hint}
      placeholder={placeholder}
      maxLength={TOPIC_MAX_LENGTH}
      autoComplete="off"
      enterKeyHint="go"
      {...field}
    />
  );
}
