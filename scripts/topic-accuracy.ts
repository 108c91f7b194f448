// Prints how well the topic reader reads the labelled evaluation set: the share of keywords whose
// kind and subject are both exactly right (the measure the tests hold at 90%), then kind, subject,
// format and place on their own, then every miss with what was expected.
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { evaluate, formatReport } from "~/lib/topic/evaluate";

for (const line of formatReport(evaluate(EVALUATION_SET))) console.log(line);
