import { SelectField } from "~/components/select-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { TopicField } from "~/components/topic-field";
import { fail } from "~/lib/form-fields";
import { lazyModule } from "~/lib/lazy-module";
import { defaultRng } from "~/lib/random";
import { collapseWhitespace } from "~/lib/text";
import { useToolForm } from "~/lib/use-tool-form";
import { GrowthPlanView } from "./growth-plan-view";
import { CHOICE_MESSAGE, STRATEGY_FIELDS, strategyLabels } from "./instagram-growth-strategy.form";
import { isContentType, isStrategyNiche } from "./instagram-growth-strategy.logic";

// The plan's writer comes with the topic reader (and its hashtag map), fetched once interactive.
const planLogic = lazyModule(() => import("./growth-plan.logic"));

export default function InstagramGrowthStrategy() {
  const tool = useToolForm({
    fields: STRATEGY_FIELDS,
    parse: ({ niche, type, topic }) =>
      isStrategyNiche(niche) && isContentType(type)
        ? { input: { niche, type, topic: collapseWhitespace(topic) } }
        : fail(CHOICE_MESSAGE),
    produce: async ({ niche, type, topic }) => (await planLogic()).growthPlanFor(niche, type, topic, defaultRng),
    preload: planLogic,
  });
  const { result, copy } = tool;
  const labels = result && strategyLabels(result.niche, result.contentType, result.subject);

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel="Generate Strategy">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id="strategy-niche" {...tool.choice("niche")} />
          <SelectField id="strategy-content-type" {...tool.choice("type")} />
        </div>
        <TopicField id="strategy-topic" {...tool.field("topic")} />
      </ToolFormFrame>
      {result && labels && <GrowthPlanView plan={result} title={labels.title} status={labels.status} copy={copy} />}
    </>
  );
}
