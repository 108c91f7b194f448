import { ChoiceGroup } from "~/components/choice-group";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { TopicField } from "~/components/topic-field";
import { fail } from "~/lib/form/form-fields";
import { lazyModule } from "~/lib/page/lazy-module";
import { defaultRng } from "~/lib/text/random";
import { collapseWhitespace } from "~/lib/text/text";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { DEVANAGARI, writingOf } from "~/lib/text/writing";
import { CAPTION_FIELDS } from "./instagram-caption-generator.form";
import { CAPTION_LIMIT, isCaptionCategory, isShayariMood } from "./categories";
import { CAPTION_WORDS } from "./words";
import { readyThen } from "~/lib/topic/ready";

// The mood banks and, for a topic, the topic reader (and its hashtag map) are fetched once
// interactive, so neither weighs on the page's first tap.
const logic = lazyModule(() => import("./instagram-caption-generator.logic"));
const topicLogic = lazyModule(() => import("./topic-captions.logic"));
const bothLogics = () => Promise.all([logic(), topicLogic()]);

export default function InstagramCaptionGenerator() {
  const lang = useLang();
  const words = CAPTION_WORDS[lang];
  const tool = useToolForm({
    fields: CAPTION_FIELDS[lang],
    initial: lang === "hi" ? { writing: DEVANAGARI } : {},
    parse: ({ category, mood, topic, writing }) =>
      isCaptionCategory(category)
        ? {
            input: {
              category,
              // No shayari mood chosen: shayari of every mood.
              mood: category === "shayari" && isShayariMood(mood) ? mood : null,
              topic: collapseWhitespace(topic),
              writing: writingOf(lang, writing),
            },
          }
        : fail(words.categoryMessage),
    produce: async ({ category, mood, topic, writing }) =>
      (await readyThen(topic, logic)).captionsFrom(
        topic === "" ? null : (await topicLogic()).topicCaptionDeck(topic, category, defaultRng, writing),
        category,
        defaultRng,
        writing,
        mood,
      ),
    preload: bothLogics,
  });
  const { result: captions, copy } = tool;
  const category = tool.choice("category");
  // Once anything has been generated, the same button offers another batch.
  const generatedOnce = captions !== null || tool.loading;

  return (
    <>
      <ToolFormFrame
        form={tool.formProps}
        loading={tool.loading}
        submitLabel={generatedOnce ? words.more : words.submit}
      >
        <ChoiceGroup
          {...category}
          onChange={(event) => {
            category.onChange(event);
            // A shayari mood left behind would ride along in the address of every other mood.
            if (event.target.value !== "shayari") tool.setValue("mood", "");
          }}
        />
        {category.value === "shayari" && <ChoiceGroup {...tool.choice("mood")} />}
        <TopicField id="caption-topic" {...tool.field("topic")} />
        {lang === "hi" && <ChoiceGroup {...tool.choice("writing")} />}
      </ToolFormFrame>
      {captions && (
        <ResultList
          title={words.results}
          status={words.ready(captions.length)}
          items={captions}
          getKey={(caption) => caption}
          renderItem={(caption, index) => (
            <CopyRow
              text={caption}
              copy={copy}
              copyKey={String(index)}
              copyLabel={words.copyLabel(index + 1)}
              copiedMessage={words.copied}
              count
              limit={CAPTION_LIMIT}
            />
          )}
        />
      )}
    </>
  );
}
