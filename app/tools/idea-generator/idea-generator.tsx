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
import { IDEA_TITLES, NICHES } from "./idea-generator.data";
import { NICHE_MESSAGE, ideaFields, ideaStatus } from "./idea-generator.form";
import { ideaFrom, ideasFor } from "./idea-generator.logic";

// Ideas for a topic come with the topic reader (and its hashtag map), fetched once interactive.
const topicLogic = lazyModule(() => import("./topic-ideas.logic"));

const TOPIC_HINTS = {
  instagram:
    "Optional. Name the dish, place, game or exam and the idea will be about it. Leave it empty for the niche.",
  youtube:
    "Optional. Name the phone, game, place or exam and the video idea will be about it. Leave it empty for the niche.",
} as const;
const TOPIC_PLACEHOLDERS = {
  instagram: "e.g. biryani, Goa trip, skincare",
  youtube: "e.g. BGMI, iPhone 16, NEET",
} as const;

/** One screen for both platforms: the registry entry being shown decides the niches. */
export default function IdeaGenerator() {
  const { platform } = useCurrentTool();
  const niches = NICHES[platform];
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
          <SelectField
            id="idea-niche"
            label="Niche"
            placeholder="Choose a niche"
            options={niches.map((value) => ({ value, label: value }))}
            {...tool.field("niche")}
          />
          <TopicField
            id="idea-topic"
            hint={TOPIC_HINTS[platform]}
            placeholder={TOPIC_PLACEHOLDERS[platform]}
            {...tool.field("topic")}
          />
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
