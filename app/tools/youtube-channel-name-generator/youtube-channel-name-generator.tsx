import { useState } from "react";
import { CopyButton } from "~/components/copy-button";
import { ResultList } from "~/components/result-list";
import { TextField } from "~/components/text-field";
import { ToolForm } from "~/components/tool-form";
import { defaultRng } from "~/lib/random";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { generateChannelNames, normaliseKeyword } from "./youtube-channel-name-generator.logic";

export default function YoutubeChannelNameGenerator() {
  const [keyword, setKeyword] = useState("");
  const generation = useGenerate<string[]>();
  const copy = useCopy(generation.result);
  const names = generation.result;

  function submit() {
    const normalised = normaliseKeyword(keyword);
    if (!normalised) {
      toastError("Please enter a keyword or topic.");
      return;
    }
    generation.run(() => generateChannelNames(normalised, defaultRng));
  }

  return (
    <>
      <ToolForm onSubmit={submit} loading={generation.loading} submitLabel="Generate Names" inline>
        <TextField
          id="youtube-channel-keyword"
          label="Your Topic or Keyword"
          placeholder="e.g. cooking, cricket, study"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          autoComplete="off"
          enterKeyHint="go"
        />
      </ToolForm>
      {names && (
        <ResultList
          title="Your channel names"
          status={`${names.length} channel names ready.`}
          note="Generate again for a fresh mix. Check that the name is free as a YouTube handle before you settle on it."
          items={names}
          getKey={(name) => name}
          renderItem={(name, index) => (
            <>
              <div className="row-body">
                <p className="row-text">{name}</p>
              </div>
              <CopyButton
                label={`Copy name ${index + 1}`}
                copied={copy.isCopied(name)}
                onCopy={() =>
                  void copy.copy(name, name, {
                    success: { title: "Copied!", description: "Channel name copied to your clipboard." },
                  })
                }
              />
            </>
          )}
        />
      )}
    </>
  );
}
