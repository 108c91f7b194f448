import { ChoiceGroup } from "~/components/choice-group";
import { HashtagResults, NoHashtags } from "~/components/hashtag-results";
import { TextField } from "~/components/text-field";
import { TextToolForm } from "~/components/text-tool-form";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form/form-fields";
import type { YoutubeHashtagResult } from "~/lib/hashtags/hashtags";
import { MAX_TAG_LENGTH, prepareKeyword } from "~/lib/hashtags/tags";
import { lazyModule } from "~/lib/page/lazy-module";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { DEVANAGARI, type Writing, writingOf } from "~/lib/text/writing";
import { YOUTUBE_HASHTAG_FIELDS } from "./youtube-hashtag-generator.form";
import { YOUTUBE_HASHTAG_WORDS } from "./words";
import { readyToRead } from "~/lib/topic/ready";

// The topic reader and map come with the hashtag kit, fetched once the page is interactive rather
// than before; the Hindi page's kit adds the Hindi tags to it.
const kit = lazyModule(() => import("~/lib/hashtags/hashtags"));
const hindiKit = lazyModule(() => import("~/lib/hashtags/hindi"));

async function hashtagsFor(topic: string, writing: Writing): Promise<YoutubeHashtagResult> {
  const year = new Date().getFullYear();
  await readyToRead(topic);
  if (writing === "en") return (await kit()).youtubeHashtagResult(topic, year);
  return (await hindiKit()).youtubeHindiHashtagResult(topic, writing, year);
}

export default function YoutubeHashtagGenerator() {
  const lang = useLang();
  const words = YOUTUBE_HASHTAG_WORDS[lang];
  const tool = useToolForm({
    fields: YOUTUBE_HASHTAG_FIELDS[lang],
    initial: lang === "hi" ? { writing: DEVANAGARI } : {},
    parse: ({ topic, writing }) => {
      const prepared = prepareKeyword(topic);
      return prepared ? { input: { topic: prepared, writing: writingOf(lang, writing) } } : fail(words.topicMessage);
    },
    produce: ({ topic, writing }) => hashtagsFor(topic, writing),
    preload: lang === "en" ? kit : hindiKit,
  });
  const { result, copy } = tool;

  return (
    <>
      {lang === "en" ? (
        <TextToolForm tool={tool} name="topic" id="youtube-hashtag-topic" submitLabel={words.submit} />
      ) : (
        <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={words.submit}>
          <TextField id="youtube-hashtag-topic" {...tool.field("topic")} autoComplete="off" enterKeyHint="go" />
          <ChoiceGroup {...tool.choice("writing")} />
        </ToolFormFrame>
      )}
      {result?.tags.length === 0 && (
        <NoHashtags typed={result.topic} tooLong={words.tooLong(MAX_TAG_LENGTH)} unhelpful={words.unhelpful} />
      )}
      {result && result.tags.length > 0 && (
        <HashtagResults
          tags={result.tags}
          copy={copy}
          copyAllLabel={words.copyAll}
          copyAllText={words.copyAll}
          note={words.note}
          notice={result.unknown ? words.unknown(result.topic) : undefined}
        />
      )}
    </>
  );
}
