import { codePointLength } from "~/lib/text/text";
import { useWords } from "~/lib/lang/use-lang";
import { formatCount } from "~/config/intl";

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
  const words = useWords().count;
  const used = count ?? codePointLength(text);
  const over = limit !== undefined && used > limit;
  return (
    <span data-testid="char-count" className={`text-[0.8rem] ${over ? "text-error" : "text-muted"}`}>
      {formatCount(used)}
      {limit !== undefined && ` / ${formatCount(limit)}`} {words[unit]}
      {over && <strong>{words.over(formatCount(used - limit))}</strong>}
    </span>
  );
}
