import { formatCount } from "~/lib/text/numbers";
import type { CaptionAnalysis } from "./instagram-caption-formatter.logic";
import type { FormatterWords } from "./words";

interface Counter {
  label: string;
  used: number;
  limit?: number;
}

/** The four numbers a creator checks before posting, each against Instagram's limit where it has one. */
export function CaptionCounters({ analysis, words }: { analysis: CaptionAnalysis; words: FormatterWords }) {
  const { counts, limits } = analysis;
  const labels = words.counters;
  const counters: Counter[] = [
    { label: labels.characters, used: counts.characters, limit: limits.characters },
    { label: labels.hashtags, used: counts.hashtags, limit: limits.hashtags },
    { label: labels.mentions, used: counts.mentions, limit: limits.mentions },
    { label: labels.lines, used: counts.lines },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {counters.map(({ label, used, limit }) => {
        const over = limit !== undefined && used > limit;
        return (
          <div
            key={label}
            className={`rounded-lg border bg-surface-2 px-3 py-2 ${over ? "border-error-edge" : "border-line"}`}
          >
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
            <dd className={`text-lg font-bold tabular-nums ${over ? "text-error" : ""}`}>
              {formatCount(used)}
              {limit !== undefined && <span className="text-sm font-normal text-muted"> / {formatCount(limit)}</span>}
              {over && <span className="block text-xs font-semibold">{words.over}</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
