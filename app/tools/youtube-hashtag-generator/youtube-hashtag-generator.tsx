import { HashtagResults } from "~/components/hashtag-results";
import { TextToolForm } from "~/components/text-tool-form";
import { textInput } from "~/lib/form-fields";
import { useToolForm } from "~/lib/use-tool-form";
import { generateHashtags, prepareTopic } from "./youtube-hashtag-generator.logic";

const FIELDS = { topic: { kind: "text", label: "Video Topic", maxLength: 100 } } as const;

export default function YoutubeHashtagGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: textInput("topic", prepareTopic, "Please enter a video topic."),
    produce: (topic) => generateHashtags(topic),
  });
  const { result: tags, copy } = tool;

  return (
    <>
      <TextToolForm
        tool={tool}
        name="topic"
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
