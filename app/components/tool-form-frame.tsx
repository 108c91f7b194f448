import type { FormHTMLAttributes, ReactNode, Ref } from "react";
import { useWords } from "~/lib/lang/use-lang";
import type { ToolForm } from "~/lib/form/use-tool-form";
import { Button } from "./button";

interface ToolFormFrameProps {
  /** The form's wiring: a tool passes `useToolForm`'s `formProps` (GET to its own page). */
  form: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> };
  loading: boolean;
  submitLabel: string;
  loadingLabel?: string;
  /** Field and button on one row from the small breakpoint up. */
  inline?: boolean;
  className?: string;
  /** For forms that cannot work yet (e.g. before scripts run, where only scripts can send them). */
  disabled?: boolean;
  children: ReactNode;
}

/** The one form shell of every tool: its fields, then a submit button that spins while work runs. */
export function ToolFormFrame({
  form,
  loading,
  submitLabel,
  loadingLabel,
  inline = false,
  className = "",
  disabled = false,
  children,
}: ToolFormFrameProps) {
  const words = useWords().form;
  return (
    <form className={`grid gap-4 ${inline ? "sm:grid-cols-[1fr_auto] sm:items-end" : ""} ${className}`} {...form}>
      {children}
      <Button type="submit" loading={loading} disabled={disabled}>
        {loading ? (loadingLabel ?? words.generating) : submitLabel}
      </Button>
    </form>
  );
}

interface CalculatorFormProps {
  /** The calculator's `useToolForm`: its form wiring and whether it is working. */
  tool: Pick<ToolForm<string, unknown>, "formProps" | "loading">;
  submitLabel: string;
  loadingLabel?: string;
  children: ReactNode;
}

/** A calculator's form: the frame wired to its tool, saying what it does while it works out the answer. */
export function CalculatorForm({ tool, submitLabel, loadingLabel, children }: CalculatorFormProps) {
  const words = useWords().form;
  return (
    <ToolFormFrame
      form={tool.formProps}
      loading={tool.loading}
      submitLabel={submitLabel}
      loadingLabel={loadingLabel ?? words.estimating}
    >
      {children}
    </ToolFormFrame>
  );
}

/** Two fields side by side from the medium breakpoint, one above the other below it. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2">{children}</div>;
}
