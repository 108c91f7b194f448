import { useState } from "react";
import { ChoiceGroup } from "~/components/choice-group";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { ToolForm } from "~/components/tool-form";
import { defaultRng } from "~/lib/random";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { CAPTION_CATEGORIES } from "./instagram-caption-generator.data";
import { CAPTION_LIMIT, generateCaptions, isCaptionCategory } from "./instagram-caption-generator.logic";

export default function InstagramCaptionGenerator() {
  const [category, setCategory] = useState("");
  // Once anything has been generated, the same button offers another batch.
  const [generatedOnce, setGeneratedOnce] = useState(false);
  const generation = useGenerate<string[]>();
  const copy = useCopy(generation.result);
  const captions = generation.result;

  function submit() {
    if (!isCaptionCategory(category)) {
      toastError("Please select a category first.");
      return;
    }
    setGeneratedOnce(true);
    generation.run(() => generateCaptions(category, defaultRng));
  }

  return (
    <>
      <ToolForm
        onSubmit={submit}
        loading={generation.loading}
        submitLabel={generatedOnce ? "Generate More" : "Generate Captions"}
      >
        <ChoiceGroup label="Category" options={CAPTION_CATEGORIES} value={category} onChange={setCategory} />
      </ToolForm>
      {captions && (
        <ResultList
          title="Your captions"
          status={`${captions.length} captions ready.`}
          items={captions}
          getKey={(caption) => caption}
          renderItem={(caption, index) => (
            <CopyRow
              text={caption}
              copy={copy}
              copyKey={String(index)}
              copyLabel={`Copy caption ${index + 1}`}
              copiedMessage="Caption copied to your clipboard."
              count
              limit={CAPTION_LIMIT}
            />
          )}
        />
      )}
    </>
  );
}
