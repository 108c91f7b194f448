import type { ReactNode } from "react";
import type { CopyState } from "~/lib/use-copy";
import { CopyButton } from "./copy-button";

interface ResultCardProps {
  title: string;
  /** Announced to screen readers when the result arrives. */
  status: string;
  text: string;
  copy: CopyState;
  /** Toast description after a successful copy. */
  copiedMessage: string;
  /** Accessible name of the copy button, e.g. "Copy Idea". */
  copyLabel: string;
  /** Visible text of the copy button. */
  copyText?: string;
  /** Under the text: a character count, a note. */
  footer?: ReactNode;
}

/** The one way a single generated text is shown (an idea, a strategy, a post, a description). */
export function ResultCard({
  title,
  status,
  text,
  copy,
  copiedMessage,
  copyLabel,
  copyText = copyLabel,
  footer,
}: ResultCardProps) {
  return (
    <section className="results" aria-label={title}>
      <div className="results-head">
        <div>
          <h2 className="results-title">{title}</h2>
          <p className="results-status" role="status">
            {status}
          </p>
        </div>
        <div className="results-actions">
          <CopyButton
            label={copyLabel}
            text={copyText}
            variant="primary"
            copied={copy.isCopied("result")}
            onCopy={() => void copy.copy("result", text, { success: { title: "Copied!", description: copiedMessage } })}
          />
        </div>
      </div>
      <div className="result-card">
        <p className="row-text">{text}</p>
        {footer && <div className="result-card-footer">{footer}</div>}
      </div>
    </section>
  );
}
