import { useDeferredValue, useMemo } from "react";
import { CopyButton } from "~/components/copy-button";
import { TextAreaField } from "~/components/text-area-field";
import { BANNED_TAGS } from "~/lib/hashtags/banned.data";
import { toastError } from "~/lib/toast";
import { useToolForm } from "~/lib/use-tool-form";
import { CaptionCounters } from "./caption-counters";
import { CaptionPreview } from "./caption-preview";
import { analyseCaption } from "./instagram-caption-formatter.logic";

const FIELDS = {
  caption: {
    kind: "text",
    label: "Your caption",
    placeholder:
      "Stop scrolling! Yeh recipe sirf 10 minute ki hai 🔥\n\nSave it for your next chai break.\n\n#masalachai #chailover",
    hint: "Line breaks and blank lines are kept. Spaces at the end of a line are dropped, since they are a common reason Instagram loses a line break.",
    maxLength: 10_000,
  },
} as const;

function statusLine(empty: boolean, warnings: number): string {
  if (empty) return "Write or paste a caption to see how the feed shows it.";
  if (warnings === 0) return "Preview ready: nothing to fix.";
  return `Preview ready: ${warnings} ${warnings === 1 ? "thing" : "things"} to check.`;
}

export default function InstagramCaptionFormatter() {
  // A preview, not a generator: everything follows the text as it is typed. The hook still reads
  // `?caption=` from the address and keeps what was typed before the page became interactive.
  const tool = useToolForm({ fields: FIELDS, parse: ({ caption }) => ({ input: caption }) });
  const raw = useDeferredValue(tool.values.caption);
  const analysis = useMemo(() => analyseCaption(raw, BANNED_TAGS), [raw]);
  const empty = analysis.text === "";

  function copyCaption() {
    if (empty) {
      toastError("Write or paste a caption first: there is nothing to copy yet.", "Nothing to copy");
      return;
    }
    void tool.copy.copy("caption", analysis.text, {
      success: { title: "Copied!", description: "Caption copied with its line breaks. Paste it into Instagram." },
    });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form {...tool.formProps} className="grid content-start">
        <TextAreaField id="caption-text" rows={10} {...tool.field("caption")} />
      </form>

      <section aria-labelledby="caption-preview-title" className="grid min-w-0 content-start gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="caption-preview-title" className="text-lg font-bold">
              Feed preview
            </h2>
            <p role="status" className="text-sm text-muted">
              {statusLine(empty, analysis.warnings.length)}
            </p>
          </div>
          <CopyButton
            label="Copy Caption"
            text="Copy Caption"
            variant="primary"
            copied={tool.copy.isCopied("caption")}
            onCopy={copyCaption}
          />
        </div>
        <CaptionPreview text={analysis.text} preview={analysis.preview} />
        <CaptionCounters analysis={analysis} />
        {analysis.warnings.length > 0 && (
          <div className="grid gap-2">
            <h3 id="caption-warnings" className="font-bold">
              Check before you post
            </h3>
            <ul aria-labelledby="caption-warnings" className="grid gap-2">
              {analysis.warnings.map((warning) => (
                <li
                  key={warning.kind}
                  className="rounded-lg border-l-4 border-notice bg-surface-2 px-3 py-2 text-sm [overflow-wrap:anywhere]"
                >
                  {warning.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </div>
  );
}
