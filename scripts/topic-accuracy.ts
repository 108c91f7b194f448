// Prints how well the topic reader reads its two labelled sets: the share of keywords whose kind
// and subject are both exactly right (the measure the tests hold at 90%), then kind, subject,
// format and place on their own, then every miss with what was expected. The tuning set is what
// the lexicon was grown on; the held-out set was labelled blind later and then informed a
// vocabulary pass; the fresh set is still blind (see lib/topic/README.md).
import { evaluate, formatReport } from "~/lib/topic/evaluate";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { FRESH_SET } from "~/lib/topic/fresh.data";
import { HELD_OUT_SET } from "~/lib/topic/held-out.data";

for (const [name, cases] of [
  ["tuning set", EVALUATION_SET],
  ["held-out set", HELD_OUT_SET],
  ["fresh set (blind)", FRESH_SET],
] as const) {
  console.log(`# ${name}`);
  for (const line of formatReport(evaluate(cases))) console.log(line);
}
