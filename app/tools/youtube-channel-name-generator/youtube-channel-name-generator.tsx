import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { TextToolForm } from "~/components/text-tool-form";
import { defaultRng } from "~/lib/random";
import { useTextGenerator } from "~/lib/use-text-generator";
import { generateChannelNames, normaliseKeyword } from "./youtube-channel-name-generator.logic";

export default function YoutubeChannelNameGenerator() {
  const tool = useTextGenerator<string[]>(normaliseKeyword, "Please enter a keyword or topic.", (prepared) =>
    generateChannelNames(prepared, defaultRng),
  );
  const { result: names, copy } = tool;

  return (
    <>
      <TextToolForm
        tool={tool}
        id="youtube-channel-keyword"
        label="Your Topic or Keyword"
        placeholder="e.g. cooking, cricket, study"
        submitLabel="Generate Names"
      />
      {names && (
        <ResultList
          title="Your channel names"
          status={`${names.length} channel names ready.`}
          note="Generate again for a fresh mix. Check that the name is free as a YouTube handle before you settle on it."
          items={names}
          getKey={(name) => name}
          renderItem={(name, index) => (
            <CopyRow
              text={name}
              copy={copy}
              copyKey={name}
              copyLabel={`Copy name ${index + 1}`}
              copiedMessage="Channel name copied to your clipboard."
            />
          )}
        />
      )}
    </>
  );
}
