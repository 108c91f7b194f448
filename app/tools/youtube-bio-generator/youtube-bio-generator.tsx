import { useState } from "react";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { SelectField } from "~/components/select-field";
import { ToolForm } from "~/components/tool-form";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { NICHES } from "./youtube-bio-generator.data";
import { CHANNEL_DESCRIPTION_LIMIT, biosFor, isNiche } from "./youtube-bio-generator.logic";

const NICHE_OPTIONS = NICHES.map((niche) => ({ value: niche, label: niche }));

export default function YoutubeBioGenerator() {
  const [niche, setNiche] = useState("");
  const generation = useGenerate<readonly string[]>();
  const copy = useCopy(generation.result);
  const bios = generation.result;

  function submit() {
    if (!isNiche(niche)) {
      toastError("Please select a niche.");
      return;
    }
    generation.run(() => biosFor(niche));
  }

  return (
    <>
      <ToolForm onSubmit={submit} loading={generation.loading} submitLabel="Generate Bios" inline>
        <SelectField
          id="youtube-bio-niche"
          label="Channel Niche"
          placeholder="Select a niche"
          options={NICHE_OPTIONS}
          value={niche}
          onChange={(event) => setNiche(event.target.value)}
        />
      </ToolForm>
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
