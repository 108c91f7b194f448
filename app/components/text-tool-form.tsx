import type { ToolForm } from "~/lib/use-tool-form";
import { TextField } from "./text-field";
import { ToolFormFrame } from "./tool-form-frame";

interface TextToolFormProps<N extends string> {
  tool: ToolForm<N, unknown>;
  /** The field's name in the form and the address. */
  name: N;
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  hint?: string;
  /** For names and handles, where autocorrect only gets in the way. */
  literal?: boolean;
}

/** The form of a one-field tool: a labelled text input and its submit button on one row. */
export function TextToolForm<N extends string>({
  tool,
  name,
  id,
  label,
  placeholder,
  submitLabel,
  hint,
  literal = false,
}: TextToolFormProps<N>) {
  return (
    <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={submitLabel} inline>
      <TextField
        id={id}
        label={label}
        placeholder={placeholder}
        hint={hint}
        {...tool.field(name)}
        autoComplete="off"
        enterKeyHint="go"
        autoCapitalize={literal ? "none" : undefined}
        spellCheck={literal ? false : undefined}
      />
    </ToolFormFrame>
  );
}
