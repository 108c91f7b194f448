import { useEffect, useRef, useState } from "react";
import { Banner } from "~/components/banner";
import { Button, buttonClass } from "~/components/button";
import { useLang } from "~/lib/lang/use-lang";
import { formatBytes, shortFileName } from "~/lib/site/local-images";
import { type MissingFile, missingRef } from "./use-project";
import { REEL_WORDS } from "./words";

interface ProjectPanelProps {
  /** Files of the restored edit this browser did not keep. */
  missing: readonly MissingFile[];
  /** What picking one again did. */
  pickNote: { ok: boolean; text: string } | null;
  onPick: (missing: MissingFile, file: File) => void;
  /** Whether there is an edit to start over from. */
  canStartOver: boolean;
  onStartOver: () => void;
}

/**
 * The edit kept on this device: the files still to pick again, each by name, and Start over, which
 * asks once more on the page (two real buttons, the safe one focused) before it forgets anything.
 */
export function ProjectPanel({ missing, pickNote, onPick, canStartOver, onStartOver }: ProjectPanelProps) {
  const words = REEL_WORDS[useLang()].project;
  const input = useRef<HTMLInputElement>(null);
  const wanted = useRef<MissingFile | null>(null);
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const startOver = useRef<HTMLButtonElement>(null);
  // Focus follows the question: onto its safe answer when it opens, back to Start over when kept.
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      startOver.current?.focus();
    }
  }, [asking]);

  function cancel() {
    returnFocus.current = true;
    setAsking(false);
  }

  return (
    <div className="grid gap-3">
      {missing.length > 0 && (
        <section aria-labelledby="missing-heading" className="grid gap-2 rounded-xl border border-notice p-3">
          <h3 id="missing-heading" className="font-bold">
            {words.missingHeading}
          </h3>
          <p className="text-sm">{words.missingIntro}</p>
          <ul className="grid gap-2" data-testid="missing-files">
            {missing.map((lost) => {
              const file = missingRef(lost);
              const name = shortFileName(file.name);
              return (
                <li key={`${lost.kind} ${file.size} ${file.name}`} className="flex flex-wrap items-center gap-3">
                  <span className="break-all">
                    <span className="font-semibold">{name}</span> ({formatBytes(file.size)})
                  </span>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      wanted.current = lost;
                      input.current?.click();
                    }}
                  >
                    {words.pickAgain}
                    <span className="sr-only"> {name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
          <input
            ref={input}
            id="pick-again-file"
            type="file"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              const lost = wanted.current;
              if (file && lost) onPick(lost, file);
            }}
          />
        </section>
      )}
      {pickNote &&
        (pickNote.ok ? (
          <p role="status" className="text-sm" data-testid="pick-note">
            {pickNote.text}
          </p>
        ) : (
          <Banner role="alert" data-testid="pick-note">
            {pickNote.text}
          </Banner>
        ))}
      {canStartOver &&
        (asking ? (
          <div
            role="group"
            aria-labelledby="start-over-question"
            className="grid gap-3 rounded-xl border border-line p-3"
            onKeyDown={(event) => {
              if (event.key === "Escape") cancel();
            }}
          >
            <p id="start-over-question" className="font-semibold">
              {words.confirmQuestion}
            </p>
            <div className="flex flex-wrap gap-3">
              {/* A plain button, for the ref that takes the focus. */}
              <button ref={keep} type="button" className={buttonClass({ variant: "secondary" })} onClick={cancel}>
                {words.keep}
              </button>
              <Button variant="secondary" onClick={onStartOver}>
                {words.confirm}
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <button
              ref={startOver}
              type="button"
              className={buttonClass({ variant: "secondary" })}
              onClick={() => setAsking(true)}
            >
              {words.startOver}
            </button>
          </div>
        ))}
    </div>
  );
}
