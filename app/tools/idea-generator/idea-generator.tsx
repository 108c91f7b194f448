import { ResultCard } from "~/components/result-card";
import { SelectField } from "~/components/select-field";
import { ToolForm } from "~/components/tool-form";
import { fail } from "~/lib/form-fields";
import { useToolForm } from "~/lib/use-tool-form";
import { useCurrentTool } from "~/tools/use-current-tool";
import { IDEA_TITLES, NICHES } from "./idea-generator.data";
import { ideaDeck, ideasFor, pickIdea } from "./idea-generator.logic";

/** One screen for both platforms: the registry entry being shown decides the niches. */
export default function IdeaGenerator() {
  const { platform } = useCurrentTool();
  const niches = NICHES[platform];
  const tool = useToolForm({
    fields: { niche: { kind: "choice", label: "Niche", options: niches } },
    parse: ({ niche }) => (ideasFor(platform, niche) ? { input: niche } : fail("Please select a niche first.")),
    produce: (niche) => pickIdea(niche, ideaDeck(platform, niche)),
  });
  const { result, copy } = tool;

  return (
    <>
      <ToolForm form={tool.formProps} loading={tool.loading} submitLabel="Generate Idea" inline>
        <SelectField
          id="idea-niche"
          label="Niche"
          placeholder="Choose a niche"
          options={niches.map((value) => ({ value, label: value }))}
          {...tool.field("niche")}
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
