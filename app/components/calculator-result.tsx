import { useWords } from "~/lib/lang/use-lang";
import type { ReactNode } from "react";
import type { CopyState } from "~/lib/form/use-copy";
import { CopyTextButton } from "./copy-button";

interface CalculatorResultProps {
  /** Heading of the results, and the name of their region. */
  title: string;
  /** Announced to screen readers when the answer arrives: the answer itself, in a sentence. */
  status: string;
  /** The main figure, large ("5.3%", "₹12,000 – ₹27,000"). */
  figure: string;
  /** What the figure is ("per Reel", "engagement rate"), under it. */
  figureLabel: ReactNode;
  copy: CopyState;
  /** The whole answer as plain text, for a media kit or a message to a brand. */
  copyText: string;
  /** Accessible name of the copy button, starting with "Copy". */
  copyLabel: string;
  copiedMessage: string;
  children: ReactNode;
}

/** The answer of a calculator: its figure, a copy of the whole working, then the working itself. */
export function CalculatorResult({
  title,
  status,
  figure,
  figureLabel,
  copy,
  copyText,
  copyLabel,
  copiedMessage,
  children,
}: CalculatorResultProps) {
  return (
    <section aria-label={title} className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-[1.15rem] font-bold">{title}</h2>
          <p role="status" className="text-[0.9rem] text-muted">
            {status}
          </p>
        </div>
        <CopyTextButton label={copyLabel} copy={copy} copyKey="result" value={copyText} copiedMessage={copiedMessage} />
      </div>
      <div className="mt-4 grid gap-5 rounded-[0.8rem] border border-line bg-surface-2 p-4 sm:p-5">
        <p className="grid gap-1">
          <span className="text-[2rem] leading-tight font-extrabold wrap-anywhere text-ink sm:text-[2.5rem]">
            {figure}
          </span>
          <span className="text-[0.95rem] text-muted">{figureLabel}</span>
        </p>
        {children}
      </div>
    </section>
  );
}

/** What the answer is not (an estimate, not a promise), in the theme's notice panel above the working. */
export function CalculatorNotice({ children }: { children: ReactNode }) {
  return <p className="rounded-[0.7rem] border border-notice-edge bg-notice-bg px-3 py-2 text-notice">{children}</p>;
}

/** A headed part of a calculator's working ("How it was worked out", "Typical rates by size"). */
export function ResultPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-bold">{title}</h3>
      {children}
    </div>
  );
}

// Narrow padding on phones, and long words that may break, keep a working's table inside a
// 375 px screen whatever the font: no sideways scrolling, even before the web font arrives.
export const RESULT_CELL = "border-b border-line px-2 py-2 text-left align-top wrap-break-word sm:px-3";

/** The heading row of a working's table, a column heading a word. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={RESULT_CELL}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The caveats that apply to this answer, under "Worth knowing"; nothing when there are none. */
export function ResultNotes({ notes }: { notes: readonly string[] }) {
  const title = useWords().calculator.notes;
  if (notes.length === 0) return null;
  return (
    <ResultPart title={title}>
      <ul className="grid list-disc gap-2 pl-5">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </ResultPart>
  );
}
