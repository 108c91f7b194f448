import { CharCount } from "~/components/char-count";
import { ChoiceGroup } from "~/components/choice-group";
import { ResultCard } from "~/components/result-card";
import { TextField } from "~/components/text-field";
import { TextToolForm } from "~/components/text-tool-form";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form/form-fields";
import { visitDeck } from "~/lib/text/deck";
import { lazyModule } from "~/lib/page/lazy-module";
import { defaultRng } from "~/lib/text/random";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { DEVANAGARI, writingOf } from "~/lib/text/writing";
import { POST_FIELDS, POST_LIMIT } from "./instagram-post-generator.form";
import { POST_WORDS } from "./words";
import { readyToRead } from "~/lib/topic/ready";

// The templates and the hashtag topic map come with the logic, fetched once the page is interactive.
const logic = lazyModule(() => import("./instagram-post-generator.logic"));

export default function InstagramPostGenerator() {
  const lang = useLang();
  const words = POST_WORDS[lang];
  const tool = useToolForm({
    fields: POST_FIELDS[lang],
    initial: lang === "hi" ? { writing: DEVANAGARI } : {},
    parse: ({ topic, writing }) => {
      const trimmed = topic.trim();
      return trimmed ? { input: { topic: trimmed, writing: writingOf(lang, writing) } } : fail(words.topicMessage);
    },
    produce: async ({ topic, writing }) => {
      await readyToRead(topic);
      const { generatePost } = await logic();
      // One deck per set of openings a reading gets, kept for the visit: none repeats before all were shown.
      return generatePost(topic, defaultRng, (key, templates) => visitDeck(key, templates), writing);
    },
    preload: logic,
  });
  const { result: post, copy } = tool;

  return (
    <>
      {lang === "en" ? (
        <TextToolForm tool={tool} name="topic" id="post-topic" submitLabel={words.submit} />
      ) : (
        <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={words.submit}>
          <TextField id="post-topic" {...tool.field("topic")} autoComplete="off" enterKeyHint="go" />
          <ChoiceGroup {...tool.choice("writing")} />
        </ToolFormFrame>
      )}
      {post && (
        <ResultCard
          title={words.results}
          status={words.ready}
          text={post}
          copyLabel={words.copyLabel}
          copy={copy}
          copiedMessage={words.copied}
          footer={<CharCount text={post} limit={POST_LIMIT} />}
        />
      )}
    </>
  );
}
