import type { ReactNode } from "react";
import { Button } from "./button";

interface ToolFormProps {
  /** Called on submit; the form validates itself (no browser popups hide our messages). */
  onSubmit: () => void;
  loading: boolean;
  submitLabel: string;
  loadingLabel?: string;
  /** Field and button on one row from the small breakpoint up. */
  inline?: boolean;
  className?: string;
  children: ReactNode;
}

/** The one form shell of every tool: its fields, then a submit button that spins while work runs. */
export function ToolForm({
  onSubmit,
  loading,
  submitLabel,
  loadingLabel = "Generating...",
  inline = false,
  className = "",
  children,
}: ToolFormProps) {
  return (
    <form
      className={`grid gap-4 ${inline ? "sm:grid-cols-[1fr_auto] sm:items-end" : ""} ${className}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" loading={loading}>
        {loading ? loadingLabel : submitLabel}
      </Button>
    </form>
  );
}
