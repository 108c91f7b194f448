import { useState } from "react";
import { ResultCard } from "~/components/result-card";
import { SelectField } from "~/components/select-field";
import { ToolForm } from "~/components/tool-form";
import { defaultRng } from "~/lib/random";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { useCurrentTool } from "~/tools/use-current-tool";
import { IDEA_TITLES, NICHES } from "./idea-generator.data";
import { type Idea, ideasFor, pickIdea } from "./idea-generator.logic";

/** One screen for both platforms: the registry entry being shown decides the niches. */
export default function IdeaGenerator() {
  const { platform } = useCurrentTool();
  const [niche, setNiche] = useState("");
  const generation = useGenerate<Idea>();
  const copy = useCopy(generation.result);
  const result = generation.result;
  const options = NICHES[platform].map((value) => ({ value, label: value }));

  function submit() {
    if (!ideasFor(platform, niche)) {
      toastError("Please select a niche first.");
      return;
    }
    const previous = result?.niche === niche ? result.text : undefined;
    generation.run(() => pickIdea(platform, niche, defaultRng, previous));
  }

  return (
    <>
      <ToolForm onSubmit={submit} loading={generation.loading} submitLabel="Generate Idea" inline>
        <SelectField
          id="idea-niche"
          label="Niche"
          placeholder="Choose a niche"
          options={options}
          value={niche}
          onChange={(event) => setNiche(event.target.value)}
        />
      </ToolForm>
      {result && (
        <ResultCard
          title={IDEA_TITLES[platform]}
          status={`A ${result.niche} idea is ready.`}
          text={result.text}
          copy={copy}
          copiedMessage="The idea is on your clipboard."
          copyLabel="Copy Idea"
        />
      )}
    </>
  );
}
