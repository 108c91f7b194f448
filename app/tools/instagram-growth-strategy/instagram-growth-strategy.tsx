import { ResultCard } from "~/components/result-card";
import { SelectField } from "~/components/select-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { TopicField } from "~/components/topic-field";
import { fail } from "~/lib/form-fields";
import { lazyModule } from "~/lib/lazy-module";
import { collapseWhitespace } from "~/lib/text";
import { useToolForm } from "~/lib/use-tool-form";
import { CONTENT_TYPES, STRATEGY_NICHES } from "./instagram-growth-strategy.data";
import { CHOICE_MESSAGE, STRATEGY_FIELDS, strategyLabels } from "./instagram-growth-strategy.form";
import { isContentType, isStrategyNiche, strategyFrom } from "./instagram-growth-strategy.logic";

// A plan for a topic comes with the topic reader (and its hashtag map), fetched once interactive.
const topicLogic = lazyModule(() => import("./topic-strategy.logic"));

const NICHE_OPTIONS = STRATEGY_NICHES.map((value) => ({ value, label: value }));
const TYPE_OPTIONS = CONTENT_TYPES.map((value) => ({ value, label: value }));

export default function InstagramGrowthStrategy() {
  const tool = useToolForm({
    fields: STRATEGY_FIELDS,
    parse: ({ niche, type, topic }) =>
      isStrategyNiche(niche) && isContentType(type)
        ? { input: { niche, type, topic: collapseWhitespace(topic) } }
        : fail(CHOICE_MESSAGE),
    produce: async ({ niche, type, topic }) =>
      strategyFrom(topic === "" ? null : (await topicLogic()).topicStrategy(niche, type, topic), niche, type),
    preload: topicLogic,
  });
  const { result, copy } = tool;
  const labels = result && strategyLabels(result.niche, result.contentType, result.subject);

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel="Generate Strategy">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="strategy-niche"
            label="Niche"
            placeholder="Choose a niche"
            options={NICHE_OPTIONS}
            {...tool.field("niche")}
          />
          <SelectField
            id="strategy-content-type"
            label="Content type"
            placeholder="Choose a content type"
            options={TYPE_OPTIONS}
            {...tool.field("type")}
          />
        </div>
        <TopicField
          id="strategy-topic"
          hint="Optional. Name what your page is about (biryani, cricket, mutual funds) and the plan's steps will be about it."
          placeholder="e.g. skincare, Goa trip, BGMI"
          {...tool.field("topic")}
        />
      </ToolFormFrame>
      {result && labels && (
        <ResultCard
          title={labels.title}
          status={labels.status}
          text={result.text}
          copy={copy}
          copiedMessage="Your growth strategy is on your clipboard."
          copyLabel="Copy Strategy"
        />
      )}
    </>
  );
}
