import { useState } from "react";
import { HashtagResults } from "~/components/hashtag-results";
import { TextField } from "~/components/text-field";
import { ToolForm } from "~/components/tool-form";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { generateHashtags, normaliseTopic } from "./youtube-hashtag-generator.logic";

export default function YoutubeHashtagGenerator() {
  const [topic, setTopic] = useState("");
  const generation = useGenerate<string[]>();
  const copy = useCopy(generation.result);
  const tags = generation.result;

  function submit() {
    const normalised = normaliseTopic(topic);
    if (!normalised) {
      toastError("Please enter a video topic.");
      return;
    }
    generation.run(() => generateHashtags(normalised));
  }

  return (
    <>
      <ToolForm onSubmit={submit} loading={generation.loading} submitLabel="Generate Hashtags" inline>
        <TextField
          id="youtube-hashtag-topic"
          label="Video Topic"
          placeholder="e.g. masala chai, video editing, iPhone review"
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
          autoComplete="off"
          enterKeyHint="go"
        />
      </ToolForm>
      {tags && (
        <HashtagResults
          tags={tags}
          copy={copy}
          copyAllLabel="Copy All Hashtags"
          copyAllText="Copy All Hashtags"
          note="Paste them at the end of your description; YouTube can show the first three next to your video title."
        />
      )}
    </>
  );
}
