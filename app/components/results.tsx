import type { HTMLAttributes, ReactNode } from "react";

/** The frame of every set of results: a labelled region below the form. */
export function ResultsSection({ className = "", ...rest }: HTMLAttributes<HTMLElement>) {
  return <section {...rest} className={`mt-6 ${className}`} />;
}

export function ResultsTitle({ className = "", ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 {...rest} className={`text-[1.15rem] font-bold ${className}`} />;
}

/** The short line announced when results arrive ("30 hashtags ready."). */
export function ResultsStatus({ className = "", ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...rest} className={`text-[0.9rem] text-muted ${className}`} />;
}

/** A quieter note about the results: how to use them, why there are fewer. */
export function ResultsNote({ className = "", ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p data-testid="results-note" {...rest} className={`mt-2 text-[0.9rem] text-muted ${className}`} />;
}

export function ResultsActions({ className = "", ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={`flex flex-wrap gap-2 ${className}`} />;
}

/** Title and live status on the left, buttons for the whole set on the right (below on phones). */
export function ResultsHead({ title, status, actions }: { title: string; status: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <ResultsTitle>{title}</ResultsTitle>
        <ResultsStatus role="status">{status}</ResultsStatus>
      </div>
      {actions && <ResultsActions>{actions}</ResultsActions>}
    </div>
  );
}

/** The panel that holds one generated result (an idea, a post, a found video). */
export function ResultPanel({ className = "", ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      data-testid="result-card"
      {...rest}
      className={`mt-4 rounded-[0.8rem] border border-line bg-surface-2 p-[1.1rem] ${className}`}
    />
  );
}

/** The small upper-case name above a result ("Bio 1", a font style's name). */
export function ResultLabel({ className = "", ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p
      data-testid="result-label"
      {...rest}
      className={`text-[0.8rem] font-bold tracking-[0.05em] text-muted uppercase ${className}`}
    />
  );
}

/** Generated text as it will be pasted: line breaks kept, long words broken anywhere. */
export function ResultText({
  size = "row",
  ...rest
}: HTMLAttributes<HTMLParagraphElement> & { size?: "row" | "card" }) {
  const type = size === "card" ? "text-[1.05rem] leading-[1.7]" : "text-[1.15rem]";
  return <p data-testid="result-text" {...rest} className={`${type} wrap-anywhere whitespace-pre-wrap`} />;
}
