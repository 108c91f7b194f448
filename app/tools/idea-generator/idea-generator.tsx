import { useMemo } from "react";
import { ChoiceGroup } from "~/components/choice-group";
import { ResultCard } from "~/components/result-card";
import { SelectField } from "~/components/select-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { TopicField } from "~/components/topic-field";
import { fail } from "~/lib/form/form-fields";
import { lazyModule } from "~/lib/page/lazy-module";
import { defaultRng } from "~/lib/text/random";
import { collapseWhitespace } from "~/lib/text/text";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { DEVANAGARI, writingOf } from "~/lib/text/writing";
import { useCurrentTool } from "~/tools/use-current-tool";
import { ideaFields, ideaStatus } from "./idea-generator.form";
import { IDEA_WORDS } from "./words";
import { isNiche } from "./niches";
import { readyThen } from "~/lib/topic/ready";

// The niches' ideas and, for a topic, the topic reader (and its hashtag map) are fetched once
// interactive, so neither weighs on the page's first tap.
const logic = lazyModule(() => import("./idea-generator.logic"));
const topicLogic = lazyModule(() => import("./topic-ideas.logic"));
const bothLogics = () => Promise.all([logic(), topicLogic()]);

/** One screen for both platforms: the registry entry being shown decides the niches. */
export default function IdeaGenerator() {
  const { platform } = useCurrentTool();
  const lang = useLang();
  const words = IDEA_WORDS[lang];
  const fields = useMemo(() => ideaFields(platform, lang), [platform, lang]);
  const tool = useToolForm({
    fields,
    initial: lang === "hi" ? { writing: DEVANAGARI } : {},
    parse: ({ niche, topic, writing }) =>
      isNiche(platform, niche)
        ? {
            input: { niche, topic: collapseWhitespace(topic), writing: writingOf(lang, writing) },
          }
        : fail(words.nicheMessage),
    produce: async ({ niche, topic, writing }) =>
      (await readyThen(topic, logic)).ideaFrom(
        topic === "" ? null : (await topicLogic()).pickTopicIdea(platform, topic, defaultRng, writing),
        platform,
        niche,
        defaultRng,
        writing,
      ),
    preload: bothLogics,
  });
  const { result, copy } = tool;

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={words.submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id="idea-niche" {...tool.choice("niche")} />
          <TopicField id="idea-topic" {...tool.field("topic")} />
        </div>
        {lang === "hi" && <ChoiceGroup {...tool.choice("writing")} />}
      </ToolFormFrame>
      {result && (
        <ResultCard
          title={words.titles[platform]}
          status={ideaStatus(result.niche, result.subject, lang)}
          text={result.text}
          copy={copy}
          copiedMessage={words.copied}
          copyLabel={words.copyLabel}
        />
      )}
    </>
  );
}
