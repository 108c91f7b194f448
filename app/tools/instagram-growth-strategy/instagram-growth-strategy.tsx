import { useState } from "react";
import { ResultCard } from "~/components/result-card";
import { SelectField } from "~/components/select-field";
import { ToolForm } from "~/components/tool-form";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { CONTENT_TYPES, STRATEGY_NICHES } from "./instagram-growth-strategy.data";
import { type Strategy, isContentType, isStrategyNiche, strategyFor } from "./instagram-growth-strategy.logic";

const NICHE_OPTIONS = STRATEGY_NICHES.map((value) => ({ value, label: value }));
const TYPE_OPTIONS = CONTENT_TYPES.map((value) => ({ value, label: value }));

export default function InstagramGrowthStrategy() {
  const [niche, setNiche] = useState("");
  const [contentType, setContentType] = useState("");
  const generation = useGenerate<Strategy>();
  const copy = useCopy(generation.result);
  const result = generation.result;

  function submit() {
    if (!isStrategyNiche(niche) || !isContentType(contentType)) {
      toastError("Please select both a niche and a content type.");
      return;
    }
    generation.run(() => strategyFor(niche, contentType));
  }

  return (
    <>
      <ToolForm onSubmit={submit} loading={generation.loading} submitLabel="Generate Strategy">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="strategy-niche"
            label="Niche"
            placeholder="Choose a niche"
            options={NICHE_OPTIONS}
            value={niche}
            onChange={(event) => setNiche(event.target.value)}
          />
          <SelectField
            id="strategy-content-type"
            label="Content type"
            placeholder="Choose a content type"
            options={TYPE_OPTIONS}
            value={contentType}
            onChange={(event) => setContentType(event.target.value)}
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
