import { ChoiceGroup } from "~/components/choice-group";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { ToolForm } from "~/components/tool-form";
import { fail, optionValues } from "~/lib/form-fields";
import { useToolForm } from "~/lib/use-tool-form";
import { CAPTION_CATEGORIES } from "./instagram-caption-generator.data";
import { CAPTION_LIMIT, captionDeck, generateCaptions, isCaptionCategory } from "./instagram-caption-generator.logic";

const FIELDS = { category: { kind: "choice", label: "Category", options: optionValues(CAPTION_CATEGORIES) } } as const;

export default function InstagramCaptionGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: ({ category }) =>
      isCaptionCategory(category) ? { input: category } : fail("Please select a category first."),
    produce: (category) => generateCaptions(captionDeck(category)),
  });
  const { result: captions, copy } = tool;
  // Once anything has been generated, the same button offers another batch.
  const generatedOnce = captions !== null || tool.loading;

  return (
    <>
      <ToolForm
        form={tool.formProps}
        loading={tool.loading}
        submitLabel={generatedOnce ? "Generate More" : "Generate Captions"}
      >
        <ChoiceGroup label="Category" options={CAPTION_CATEGORIES} {...tool.field("category")} />
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
