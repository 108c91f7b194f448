// Prints how well the topic reader reads its two labelled sets: the share of keywords whose kind
// and subject are both exactly right (the measure the tests hold at 90%), then kind, subject,
// format and place on their own, then every miss with what was expected. The tuning set is what
// the lexicon was grown on; the held-out set was labelled blind later and then informed a
// vocabulary pass; the fresh set is still blind (see lib/topic/README.md).
import { evaluate, formatReport } from "~/lib/topic/evaluate";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { FRESH_SET } from "~/lib/topic/fresh.data";
import { BLIND_FINAL_SET } from "~/lib/topic/blind-final.data";
import { BLIND_FIRST_SET } from "~/lib/topic/blind-first.data";
import { HELD_OUT_SET } from "~/lib/topic/held-out.data";
import { loadNouns } from "~/lib/topic/nouns/noun-index";

// The reader as a visitor's page has it once a keyword missed the curated layer: with the nouns.
await loadNouns();

// The second set, less what the first shares with it (keyword or subject): those were seen.
const seen = new Set(BLIND_FINAL_SET.flatMap(({ keyword, subject }) => [keyword.toLowerCase(), subject.toLowerCase()]));
const unseen = BLIND_FIRST_SET.filter(
  ({ keyword, subject }) => !seen.has(keyword.toLowerCase()) && !seen.has(subject.toLowerCase()),
);

for (const [name, cases] of [
  ["tuning set", EVALUATION_SET],
  ["held-out set", HELD_OUT_SET],
  ["fresh set (seen once)", FRESH_SET],
  ["first blind set of December 2026 (its misses were read)", BLIND_FINAL_SET],
  ["second blind set of December 2026 (unseen)", unseen],
] as const) {
  console.log(`# ${name}`);
  for (const line of formatReport(evaluate(cases))) console.log(line);
}
