import { HashtagResults } from "~/components/hashtag-results";
import { TextToolForm } from "~/components/text-tool-form";
import { useTextGenerator } from "~/lib/use-text-generator";
import { generateHashtags, normaliseTopic } from "./youtube-hashtag-generator.logic";

export default function YoutubeHashtagGenerator() {
  const tool = useTextGenerator<string[]>(normaliseTopic, "Please enter a video topic.", (prepared) =>
    generateHashtags(prepared),
  );
  const { result: tags, copy } = tool;

  return (
    <>
      <TextToolForm
        tool={tool}
        id="youtube-hashtag-topic"
        label="Video Topic"
        placeholder="e.g. masala chai, video editing, iPhone review"
        submitLabel="Generate Hashtags"
      />
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
