import { type FormEvent, useState } from "react";
import { Button } from "~/components/button";
import { CopyButton } from "~/components/copy-button";
import { ResultList } from "~/components/result-list";
import { TextField } from "~/components/text-field";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { formatHashtags, generateHashtags, normaliseTopic } from "./youtube-hashtag-generator.logic";

export default function YoutubeHashtagGenerator() {
  const [topic, setTopic] = useState("");
  const generation = useGenerate<string[]>();
  const copy = useCopy(generation.result);
  const tags = generation.result;

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalised = normaliseTopic(topic);
    if (!normalised) {
      toastError("Please enter a video topic.");
      return;
    }
    generation.run(() => generateHashtags(normalised));
  }

  return (
    <>
      <form className="tool-form tool-form-inline" onSubmit={submit} noValidate>
        <TextField
          id="youtube-hashtag-topic"
          label="Video Topic"
          placeholder="e.g. masala chai, video editing, iPhone review"
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
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
          note="Paste them at the end of your description; YouTube can show the first three next to your video title."
          actions={
            <CopyButton
              label="Copy All Hashtags"
              text="Copy All Hashtags"
              variant="primary"
              copied={copy.isCopied("all")}
              onCopy={() =>
                void copy.copy("all", formatHashtags(tags), {
                  success: { title: "Copied!", description: `${tags.length} hashtags copied to your clipboard.` },
                })
              }
            />
          }
        />
      )}
    </>
  );
}
