import { ResultCard } from "~/components/result-card";
import { SelectField } from "~/components/select-field";
import { ToolForm } from "~/components/tool-form";
import { fail } from "~/lib/form-fields";
import { useToolForm } from "~/lib/use-tool-form";
import { CONTENT_TYPES, STRATEGY_NICHES } from "./instagram-growth-strategy.data";
import { isContentType, isStrategyNiche, strategyFor } from "./instagram-growth-strategy.logic";

const NICHE_OPTIONS = STRATEGY_NICHES.map((value) => ({ value, label: value }));
const TYPE_OPTIONS = CONTENT_TYPES.map((value) => ({ value, label: value }));
const FIELDS = {
  niche: { kind: "choice", label: "Niche", options: STRATEGY_NICHES },
  type: { kind: "choice", label: "Content type", options: CONTENT_TYPES },
} as const;

export default function InstagramGrowthStrategy() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: ({ niche, type }) =>
      isStrategyNiche(niche) && isContentType(type)
        ? { input: { niche, type } }
        : fail("Please select both a niche and a content type."),
    produce: ({ niche, type }) => strategyFor(niche, type),
  });
  const { result, copy } = tool;

  return (
    <>
      <ToolForm form={tool.formProps} loading={tool.loading} submitLabel="Generate Strategy">
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
      </ToolForm>
      {result && (
        <ResultCard
          title={`Your ${result.niche} ${result.contentType} strategy`}
          status={`Strategy for ${result.niche} ${result.contentType} is ready.`}
          text={result.text}
          copy={copy}
          copiedMessage="Your growth strategy is on your clipboard."
          copyLabel="Copy Strategy"
        />
      )}
    </>
  );
}
