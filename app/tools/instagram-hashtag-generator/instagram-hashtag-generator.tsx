import { HashtagResults } from "~/components/hashtag-results";
import { ResultsNote, ResultsSection, ResultsTitle } from "~/components/results";
import { TextToolForm } from "~/components/text-tool-form";
import { textInput } from "~/lib/form-fields";
import { INSTAGRAM_TAG_COUNT, TOP_COUNT, prepareKeyword } from "~/lib/hashtags/tags";
import { lazyModule } from "~/lib/lazy-module";
import { defaultRng } from "~/lib/random";
import { useToolForm } from "~/lib/use-tool-form";

// The topic map comes with the logic, fetched once the page is interactive rather than before.
const logic = lazyModule(() => import("./instagram-hashtag-generator.logic"));

const FIELDS = { keyword: { kind: "text", label: "Keyword", maxLength: 100 } } as const;

export default function InstagramHashtagGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: textInput("keyword", prepareKeyword, "Please enter a keyword."),
    produce: async (keyword) => (await logic()).generateHashtagGroups(keyword, defaultRng),
    preload: logic,
  });
  const { result, copy } = tool;

  return (
    <>
      <TextToolForm
        tool={tool}
        name="keyword"
        id="hashtag-keyword"
        label="Keyword"
        placeholder="e.g. travel, street food, fitness"
        submitLabel="Generate Hashtags"
      />
      {result?.all.length === 0 && (
        <ResultsSection aria-label="Your hashtags">
          <ResultsTitle>Your hashtags</ResultsTitle>
          <ResultsNote role="status">
            No hashtag can be made from that keyword: tags hold letters, digits and underscores, up to 50 of them. Try a
            shorter keyword, like the topic of your post.
          </ResultsNote>
        </ResultsSection>
      )}
      {result && result.all.length > 0 && (
        <HashtagResults
          tags={result.all}
          groups={[
            { key: "top", title: `The ${TOP_COUNT} to post`, tags: result.top },
            { key: "niche", title: "Specific to your topic", tags: result.niche },
            { key: "mid", title: "Mid-size", tags: result.mid },
            { key: "broad", title: "Broad", tags: result.broad },
          ]}
          copy={copy}
          copyAllLabel={`Copy all ${result.all.length} hashtags`}
          copyAllText="Copy All"
          note={
            `Instagram now allows up to ${TOP_COUNT} hashtags per post: post the first ${TOP_COUNT}, keep the rest for other posts.` +
            (result.all.length < INSTAGRAM_TAG_COUNT
              ? ` Only ${result.all.length} relevant tags came up for this keyword; we don't pad the list with generic ones.`
              : "")
          }
          subsets={[
            {
              key: "top",
              label: `Copy top ${TOP_COUNT} hashtags`,
              text: `Copy top ${TOP_COUNT}`,
              tags: result.top,
            },
          ]}
        />
      )}
    </>
  );
}
