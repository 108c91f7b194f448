import type { TextGenerator } from "~/lib/use-text-generator";
import { TextField } from "./text-field";
import { ToolForm } from "./tool-form";

interface TextToolFormProps {
  tool: Pick<TextGenerator<unknown>, "text" | "setText" | "submit" | "loading">;
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  hint?: string;
  /** For names and handles, where autocorrect only gets in the way. */
  literal?: boolean;
}

/** The form of a one-field tool: a labelled text input and its submit button on one row. */
export function TextToolForm({ tool, id, label, placeholder, submitLabel, hint, literal = false }: TextToolFormProps) {
  return (
    <ToolForm onSubmit={tool.submit} loading={tool.loading} submitLabel={submitLabel} inline>
      <TextField
        id={id}
        label={label}
        placeholder={placeholder}
        hint={hint}
        value={tool.text}
        onChange={(event) => tool.setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="go"
        autoCapitalize={literal ? "none" : undefined}
        spellCheck={literal ? false : undefined}
      />
    </ToolForm>
  );
}
