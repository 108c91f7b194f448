import { HashtagResults } from "~/components/hashtag-results";
import { TextToolForm } from "~/components/text-tool-form";
import { textInput } from "~/lib/form-fields";
import { prepareKeyword } from "~/lib/hashtags/tags";
import { lazyModule } from "~/lib/lazy-module";
import { useToolForm } from "~/lib/use-tool-form";

// The topic map comes with the logic, fetched once the page is interactive rather than before.
const logic = lazyModule(() => import("./youtube-hashtag-generator.logic"));

const FIELDS = { topic: { kind: "text", label: "Video Topic", maxLength: 100 } } as const;

export default function YoutubeHashtagGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: textInput("topic", prepareKeyword, "Please enter a video topic."),
    produce: async (topic) => (await logic()).generateHashtags(topic),
    preload: logic,
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
