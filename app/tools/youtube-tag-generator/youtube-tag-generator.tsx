import { CharCount } from "~/components/char-count";
import { CopyTextButton } from "~/components/copy-button";
import { ResultList } from "~/components/result-list";
import { TextToolForm } from "~/components/text-tool-form";
import { textInput } from "~/lib/form-fields";
import { lazyModule } from "~/lib/lazy-module";
import { useToolForm } from "~/lib/use-tool-form";
import { TAG_CHAR_LIMIT, TAG_MESSAGES, usableTopic } from "./youtube-tag-generator.form";

// The phrases and the topic reader (with the hashtag topic map) are fetched once the page is interactive.
const logic = lazyModule(() => import("./youtube-tag-generator.logic"));

const FIELDS = {
  topic: {
    kind: "text",
    label: "Video topic",
    placeholder: "e.g. masala chai recipe, BGMI sensitivity, Goa on a budget",
    hint: "Describe the video in a few words, the way a viewer would search for it.",
    maxLength: 200,
  },
} as const;

export default function YoutubeTagGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: textInput("topic", usableTopic, TAG_MESSAGES.topic),
    produce: async (topic) => (await logic()).generateTags(topic, new Date().getFullYear()),
    preload: logic,
  });
  const { result, copy } = tool;
  const tags = result?.ok ? result.result : null;

  return (
    <>
      <TextToolForm tool={tool} name="topic" id="youtube-tag-topic" submitLabel="Generate Tags" />
      {tags && (
        <ResultList
          title="Your tags"
          status={`${tags.tags.length} tags ready, ${tags.length} of ${TAG_CHAR_LIMIT} characters.`}
          items={tags.tags}
          getKey={(tag) => tag}
          renderItem={(tag) => tag}
          layout="chips"
          note={
            <>
              Copied as one line with commas, ready for the Tags box in YouTube Studio. Counted the way YouTube counts,
              with each comma and 2 more for a tag with a space (YouTube wraps it in quotes):{" "}
              <CharCount text={tags.text} count={tags.length} limit={tags.limit} />.
            </>
          }
          actions={
            <CopyTextButton
              label="Copy All Tags"
              text="Copy All Tags"
              variant="primary"
              copy={copy}
              copyKey="all"
              value={tags.text}
              copiedMessage={`${tags.tags.length} tags copied. Paste them into the Tags box in YouTube Studio.`}
            />
          }
        />
      )}
    </>
  );
}
