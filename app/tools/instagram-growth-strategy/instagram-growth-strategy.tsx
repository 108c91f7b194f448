import { ChoiceGroup } from "~/components/choice-group";
import { SelectField } from "~/components/select-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { TopicField } from "~/components/topic-field";
import { fail } from "~/lib/form/form-fields";
import { lazyModule } from "~/lib/page/lazy-module";
import { defaultRng } from "~/lib/text/random";
import { collapseWhitespace } from "~/lib/text/text";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { DEVANAGARI, writingOf } from "~/lib/text/writing";
import { GrowthPlanView } from "./growth-plan-view";
import { STRATEGY_FORM, strategyLabels } from "./instagram-growth-strategy.form";
import { isContentType, isStrategyNiche } from "./instagram-growth-strategy.logic";
import { STRATEGY_WORDS, hindiStrategyLabels } from "./words";
import { readyThen } from "~/lib/topic/ready";

// The plan's writer comes with the topic reader (and its hashtag map), fetched once interactive.
const planLogic = lazyModule(() => import("./growth-plan.logic"));

export default function InstagramGrowthStrategy() {
  const lang = useLang();
  const words = STRATEGY_WORDS[lang];
  const tool = useToolForm({
    fields: STRATEGY_FORM[lang],
    initial: lang === "hi" ? { writing: DEVANAGARI } : {},
    parse: ({ niche, type, topic, writing }) =>
      isStrategyNiche(niche) && isContentType(type)
        ? { input: { niche, type, topic: collapseWhitespace(topic), writing: writingOf(lang, writing) } }
        : fail(words.message),
    produce: async ({ niche, type, topic, writing }) =>
      (await readyThen(topic, planLogic)).growthPlanFor(niche, type, topic, defaultRng, writing),
    preload: planLogic,
  });
  const { result, copy } = tool;
  const labels: { title: string; status: string; copyTitle?: string } | null =
    result &&
    (result.writing === undefined
      ? strategyLabels(result.niche, result.contentType, result.subject)
      : hindiStrategyLabels(result.niche, result.contentType, result.subject, result.writing));

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={words.submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id="strategy-niche" {...tool.choice("niche")} />
          <SelectField id="strategy-content-type" {...tool.choice("type")} />
        </div>
        <TopicField id="strategy-topic" {...tool.field("topic")} />
        {lang === "hi" && <ChoiceGroup {...tool.choice("writing")} />}
      </ToolFormFrame>
      {result && labels && (
        <GrowthPlanView
          plan={result}
          title={labels.title}
          status={labels.status}
          copyTitle={labels.copyTitle}
          copy={copy}
        />
      )}
    </>
  );
}
