import { useState } from "react";
import { HashtagResults } from "~/components/hashtag-results";
import { TextField } from "~/components/text-field";
import { ToolForm } from "~/components/tool-form";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { TOP_COUNT, generateHashtags, normaliseKeyword } from "./instagram-hashtag-generator.logic";

export default function InstagramHashtagGenerator() {
  const [keyword, setKeyword] = useState("");
  const generation = useGenerate<string[]>();
  const copy = useCopy(generation.result);
  const tags = generation.result;

  function submit() {
    const normalised = normaliseKeyword(keyword);
    if (!normalised) {
      toastError("Please enter a keyword.");
      return;
    }
    generation.run(() => generateHashtags(normalised));
  }


  return (
    <>
      <ToolForm onSubmit={submit} loading={generation.loading} submitLabel="Generate Hashtags" inline>
        <TextField
          id="hashtag-keyword"
          label="Keyword"
          placeholder="e.g. travel, streetfood, fitness"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          autoComplete="off"
          enterKeyHint="go"
        />
      </ToolForm>
      {tags && (
        <HashtagResults
          tags={tags}
          copy={copy}
          copyAllLabel={`Copy all ${tags.length} hashtags`}
          copyAllText="Copy All"
          note={`Instagram now allows up to ${TOP_COUNT} hashtags per post: “Copy top ${TOP_COUNT}” gives you the most specific ones.`}
          subsets={[
            { key: "top", label: `Copy top ${TOP_COUNT} hashtags`, text: `Copy top ${TOP_COUNT}`, tags: tags.slice(0, TOP_COUNT) },
          ]}
        />
      )}
    </>
  );
}
