import type { ToolForm as ToolFormState } from "~/lib/use-tool-form";
import { TextField } from "./text-field";
import { ToolForm } from "./tool-form";

interface TextToolFormProps<N extends string> {
  tool: ToolFormState<N, unknown>;
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
    <ToolForm form={tool.formProps} loading={tool.loading} submitLabel={submitLabel} inline>
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
    </ToolForm>
  );
}
