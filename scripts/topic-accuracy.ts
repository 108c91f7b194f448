// Prints how well the topic reader reads its labelled sets: the share of keywords whose kind and
// subject are both exactly right, then kind, subject, format and place on their own, the share
// read as general and the share confidently wrong, then (for the sets already read) every miss
// with what was expected. Which set was read when is in lib/topic/README.md.
import { evaluate, formatReport } from "~/lib/topic/evaluate";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { FRESH_SET } from "~/lib/topic/fresh.data";
import { BLIND_FINAL_SET } from "~/lib/topic/blind-final.data";
import { BLIND_FIRST_SET } from "~/lib/topic/blind-first.data";
import { BLIND_THIRD_SET } from "~/lib/topic/blind-third.data";
import { BLIND_FOURTH_SET } from "~/lib/topic/blind-fourth.data";
import { HELD_OUT_SET } from "~/lib/topic/held-out.data";
import { loadNouns } from "~/lib/topic/nouns/noun-index";

// The reader as a visitor's page has it once a keyword missed the curated layer: with the nouns.
await loadNouns();

// The second set, less what the first shares with it (keyword or subject): those were seen.
const seen = new Set(BLIND_FINAL_SET.flatMap(({ keyword, subject }) => [keyword.toLowerCase(), subject.toLowerCase()]));
const unseen = BLIND_FIRST_SET.filter(
  ({ keyword, subject }) => !seen.has(keyword.toLowerCase()) && !seen.has(subject.toLowerCase()),
);

for (const [name, cases, misses] of [
  ["tuning set", EVALUATION_SET, true],
  ["held-out set", HELD_OUT_SET, true],
  ["fresh set (seen once)", FRESH_SET, true],
  ["first blind set of December 2026 (its misses were read)", BLIND_FINAL_SET, true],
  ["second blind set of December 2026 (unseen)", unseen, false],
  // The final measure: its misses are never printed, so nobody tunes the reader on them.
  [
    "third blind set of December 2026 (never read; the gazetteer was written after its first run)",
    BLIND_THIRD_SET,
    false,
  ],
  // Written after the gazetteer and the spelling list, by a helper who read only reading.ts and the
  // sets above: the measure of this round, its misses never printed either.
  ["fourth blind set of December 2026 (the final measure, never read)", BLIND_FOURTH_SET, false],
] as const) {
  console.log(`# ${name}`);
  for (const line of formatReport(evaluate(cases), { misses })) console.log(line);
}
