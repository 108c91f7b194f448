import { codePointLength } from "~/lib/text";
import { formatCount } from "~/lib/intl";

interface CharCountProps {
  text: string;
  /** The platform's limit, if it has one. */
  limit?: number;
  /** How the limit is counted, shown to the user. */
  unit?: "characters" | "bytes";
  /** Count to show instead of code points (for byte limits). */
  count?: number;
}

export function CharCount({ text, limit, unit = "characters", count }: CharCountProps) {
  const used = count ?? codePointLength(text);
  const over = limit !== undefined && used > limit;
  return (
    <span data-testid="char-count" className={`text-[0.8rem] ${over ? "text-error" : "text-muted"}`}>
      {formatCount(used)}
      {limit !== undefined && ` / ${formatCount(limit)}`} {unit}
      {over && <strong> — over the limit by {formatCount(used - limit)}</strong>}
    </span>
  );
}
