import { useMemo } from "react";
import { ResultCard } from "~/components/result-card";
import { SelectField } from "~/components/select-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { TopicField } from "~/components/topic-field";
import { fail } from "~/lib/form-fields";
import { lazyModule } from "~/lib/lazy-module";
import { defaultRng } from "~/lib/random";
import { collapseWhitespace } from "~/lib/text";
import { useToolForm } from "~/lib/use-tool-form";
import { useCurrentTool } from "~/tools/use-current-tool";
import { IDEA_TITLES } from "./idea-generator.data";
import { NICHE_MESSAGE, ideaFields, ideaStatus } from "./idea-generator.form";
import { ideaFrom, ideasFor } from "./idea-generator.logic";

// Ideas for a topic come with the topic reader (and its hashtag map), fetched once interactive.
const topicLogic = lazyModule(() => import("./topic-ideas.logic"));

/** One screen for both platforms: the registry entry being shown decides the niches. */
export default function IdeaGenerator() {
  const { platform } = useCurrentTool();
  const fields = useMemo(() => ideaFields(platform), [platform]);
  const tool = useToolForm({
    fields,
    parse: ({ niche, topic }) =>
      ideasFor(platform, niche) ? { input: { niche, topic: collapseWhitespace(topic) } } : fail(NICHE_MESSAGE),
    produce: async ({ niche, topic }) =>
      ideaFrom(topic === "" ? null : (await topicLogic()).pickTopicIdea(platform, topic, defaultRng), platform, niche),
    preload: topicLogic,
  });
  const { result, copy } = tool;

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel="Generate Idea">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id="idea-niche" {...tool.choice("niche")} />
          <TopicField id="idea-topic" {...tool.field("topic")} />
        </div>
      </ToolFormFrame>
      {result && (
        <ResultCard
          title={IDEA_TITLES[platform]}
          status={ideaStatus(result.niche, result.subject)}
          text={result.text}
          copy={copy}
          copiedMessage="The idea is on your clipboard."
          copyLabel="Copy Idea"
        />
      )}
    </>
  );
}
