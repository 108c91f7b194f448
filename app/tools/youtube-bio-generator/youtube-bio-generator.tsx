import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { SelectField } from "~/components/select-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail, plainOptions } from "~/lib/form-fields";
import { useToolForm } from "~/lib/use-tool-form";
import { NICHES } from "./youtube-bio-generator.data";
import { CHANNEL_DESCRIPTION_LIMIT, biosFor, isNiche } from "./youtube-bio-generator.logic";

const FIELDS = {
  niche: { kind: "choice", label: "Channel Niche", placeholder: "Select a niche", options: plainOptions(NICHES) },
} as const;

export default function YoutubeBioGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: ({ niche }) => (isNiche(niche) ? { input: niche } : fail("Please select a niche.")),
    produce: biosFor,
  });
  const { result: bios, copy } = tool;

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel="Generate Bios" inline>
        <SelectField id="youtube-bio-niche" {...tool.choice("niche")} />
      </ToolFormFrame>
      {bios && (
        <ResultList
          title="Your channel bios"
          status={`${bios.length} bios ready.`}
          note="Paste one into YouTube Studio → Customization → Basic info → Description, then make it yours."
          items={bios}
          getKey={(_bio, index) => String(index)}
          renderItem={(bio, index) => (
            <CopyRow
              text={bio}
              label={`Bio ${index + 1}`}
              copy={copy}
              copyKey={String(index)}
              copyLabel={`Copy bio ${index + 1}`}
              copiedMessage={`Bio ${index + 1} copied to your clipboard.`}
              count
              limit={CHANNEL_DESCRIPTION_LIMIT}
            />
          )}
        />
      )}
    </>
  );
}
