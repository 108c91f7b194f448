import { ChoiceGroup } from "~/components/choice-group";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form-fields";
import { useToolForm } from "~/lib/use-tool-form";
import { PROFILE_TYPES } from "./instagram-bio-generator.data";
import { BIO_LIMIT, bioDeck, generateBios, isProfileType } from "./instagram-bio-generator.logic";

const FIELDS = { type: { kind: "choice", label: "Profile type", options: PROFILE_TYPES } } as const;

export default function InstagramBioGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: ({ type }) => (isProfileType(type) ? { input: type } : fail("Please select a profile type.")),
    produce: (type) => generateBios(bioDeck(type)),
  });
  const { result: bios, copy } = tool;

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel="Generate Bios">
        <ChoiceGroup {...tool.choice("type")} />
      </ToolFormFrame>
      {bios && (
        <ResultList
          title="Your bios"
          status={`${bios.length} bios ready.`}
          items={bios}
          getKey={(bio) => bio}
          renderItem={(bio, index) => (
            <CopyRow
              text={bio}
              copy={copy}
              copyKey={String(index)}
              copyLabel={`Copy bio ${index + 1}`}
              copiedMessage="Bio copied to your clipboard."
              count
              limit={BIO_LIMIT}
            />
          )}
        />
      )}
    </>
  );
}
