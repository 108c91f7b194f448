import type { ReactNode } from "react";
import type { CopyState } from "~/lib/form/use-copy";
import { CopyTextButton } from "./copy-button";
import { ResultPanel, ResultText, ResultsHead, ResultsSection } from "./results";

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
    <ResultsSection aria-label={title}>
      <ResultsHead
        title={title}
        status={status}
        actions={
          <CopyTextButton
            label={copyLabel}
            text={copyText}
            variant="primary"
            copy={copy}
            copyKey="result"
            value={text}
            copiedMessage={copiedMessage}
          />
        }
      />
      <ResultPanel>
        <ResultText size="card">{text}</ResultText>
        {footer && (
          <div data-testid="result-card-footer" className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            {footer}
          </div>
        )}
      </ResultPanel>
    </ResultsSection>
  );
}
