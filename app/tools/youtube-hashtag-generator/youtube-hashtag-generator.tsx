import { HashtagResults, NoHashtags } from "~/components/hashtag-results";
import { TextToolForm } from "~/components/text-tool-form";
import { textInput } from "~/lib/form-fields";
import { MAX_TAG_LENGTH, prepareKeyword } from "~/lib/hashtags/tags";
import { lazyModule } from "~/lib/lazy-module";
import { useToolForm } from "~/lib/use-tool-form";

// The topic reader and map come with the hashtag kit, fetched once the page is interactive rather than before.
const kit = lazyModule(() => import("~/lib/hashtags/hashtags"));

const FIELDS = {
  topic: {
    kind: "text",
    label: "Video Topic",
    placeholder: "e.g. masala chai, video editing, iPhone review",
    maxLength: 100,
  },
} as const;

export default function YoutubeHashtagGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: textInput("topic", prepareKeyword, "Please enter a video topic."),
    produce: async (topic) => (await kit()).youtubeHashtagResult(topic, new Date().getFullYear()),
    preload: kit,
  });
  const { result, copy } = tool;

  return (
    <>
      <TextToolForm tool={tool} name="topic" id="youtube-hashtag-topic" submitLabel="Generate Hashtags" />
      {result?.tags.length === 0 && (
        <NoHashtags
          typed={result.topic}
          tooLong={`No hashtag can be made from that topic: tags hold letters, digits and underscores, up to ${MAX_TAG_LENGTH} of them. Try a shorter topic, like the subject of your video.`}
          unhelpful="No hashtag worth adding comes from that topic: a tag like #viral or #trending says nothing about your video. Try its subject, like masala chai or iPhone review."
        />
      )}
      {result && result.tags.length > 0 && (
        <HashtagResults
          tags={result.tags}
          copy={copy}
          copyAllLabel="Copy All Hashtags"
          copyAllText="Copy All Hashtags"
          note="Paste them at the end of your description; YouTube can show the first three next to your video title."
          notice={
            result.unknown
              ? `We don't know "${result.topic}" yet, so you get only the tags made from the word itself, not guesses about something else.`
              : undefined
          }
        />
      )}
    </>
  );
}
