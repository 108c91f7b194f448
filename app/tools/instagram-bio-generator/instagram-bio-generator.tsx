import { useState } from "react";
import { ChoiceGroup } from "~/components/choice-group";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { ToolForm } from "~/components/tool-form";
import { defaultRng } from "~/lib/random";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { PROFILE_TYPES } from "./instagram-bio-generator.data";
import { BIO_LIMIT, generateBios, isProfileType } from "./instagram-bio-generator.logic";

export default function InstagramBioGenerator() {
  const [profileType, setProfileType] = useState("");
  const generation = useGenerate<string[]>();
  const copy = useCopy(generation.result);
  const bios = generation.result;

  function submit() {
    if (!isProfileType(profileType)) {
      toastError("Please select a profile type.");
      return;
    }
    generation.run(() => generateBios(profileType, defaultRng));
  }

  return (
    <>
      <ToolForm onSubmit={submit} loading={generation.loading} submitLabel="Generate Bios">
        <ChoiceGroup label="Profile type" options={PROFILE_TYPES} value={profileType} onChange={setProfileType} />
      </ToolForm>
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
