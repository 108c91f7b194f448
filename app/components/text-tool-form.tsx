import type { ToolForm } from "~/lib/form/use-tool-form";
import { TextField } from "./text-field";
import { ToolFormFrame } from "./tool-form-frame";

interface TextToolFormProps<N extends string> {
  tool: ToolForm<N, unknown>;
  /** The field's name in the form and the address. */
  name: N;
  id: string;
  submitLabel: string;
  /** For names and handles, where autocorrect only gets in the way. */
  literal?: boolean;
}

/** The form of a one-field tool: its text input (words from the tool's fields) and submit button on one row. */
export function TextToolForm<N extends string>({ tool, name, id, submitLabel, literal = false }: TextToolFormProps<N>) {
  return (
    <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={submitLabel} inline>
      <TextField
        id={id}
        {...tool.field(name)}
        autoComplete="off"
        enterKeyHint="go"
        autoCapitalize={literal ? "none" : undefined}
        spellCheck={literal ? false : undefined}
      />
    </ToolFormFrame>
  );
}
