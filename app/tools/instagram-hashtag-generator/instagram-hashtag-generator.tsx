import { type FormEvent, useState } from "react";
import { Button } from "~/components/button";
import { CopyButton } from "~/components/copy-button";
import { ResultList } from "~/components/result-list";
import { TextField } from "~/components/text-field";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { TOP_COUNT, formatHashtags, generateHashtags, normaliseKeyword } from "./instagram-hashtag-generator.logic";

export default function InstagramHashtagGenerator() {
  const [keyword, setKeyword] = useState("");
  const generation = useGenerate<string[]>();
  const copy = useCopy(generation.result);
  const tags = generation.result;

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalised = normaliseKeyword(keyword);
    if (!normalised) {
      toastError("Please enter a keyword.");
      return;
    }
    generation.run(() => generateHashtags(normalised));
  }

  function copyTags(key: string, list: readonly string[]) {
    void copy.copy(key, formatHashtags(list), {
      success: { title: "Copied!", description: `${list.length} hashtags copied to your clipboard.` },
    });
  }

  return (
    <>
      <form className="tool-form tool-form-inline" onSubmit={submit} noValidate>
        <TextField
          id="hashtag-keyword"
          label="Keyword"
          placeholder="e.g. travel, streetfood, fitness"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          autoComplete="off"
          enterKeyHint="go"
        />
        <Button type="submit" loading={generation.loading}>
          {generation.loading ? "Generating..." : "Generate Hashtags"}
        </Button>
      </form>
      {tags && (
        <ResultList
          title="Your hashtags"
          status={`${tags.length} hashtags ready.`}
          items={tags}
          getKey={(tag) => tag}
          renderItem={(tag) => `#${tag}`}
          layout="chips"
          note={`Instagram now allows up to ${TOP_COUNT} hashtags per post: “Copy top ${TOP_COUNT}” gives you the most specific ones.`}
          actions={
            <>
              <CopyButton
                label={`Copy all ${tags.length} hashtags`}
                text="Copy All"
                variant="primary"
                copied={copy.isCopied("all")}
                onCopy={() => copyTags("all", tags)}
              />
              <CopyButton
                label={`Copy top ${TOP_COUNT} hashtags`}
                text={`Copy top ${TOP_COUNT}`}
                copied={copy.isCopied("top")}
                onCopy={() => copyTags("top", tags.slice(0, TOP_COUNT))}
              />
            </>
          }
        />
      )}
    </>
  );
}
