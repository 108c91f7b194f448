import { HashtagResults } from "~/components/hashtag-results";
import { TextToolForm } from "~/components/text-tool-form";
import { useTextGenerator } from "~/lib/use-text-generator";
import { TOP_COUNT, generateHashtags, normaliseKeyword } from "./instagram-hashtag-generator.logic";

export default function InstagramHashtagGenerator() {
  const tool = useTextGenerator<string[]>(normaliseKeyword, "Please enter a keyword.", (prepared) =>
    generateHashtags(prepared),
  );
  const { result: tags, copy } = tool;

  return (
    <>
      <TextToolForm
        tool={tool}
        id="hashtag-keyword"
        label="Keyword"
        placeholder="e.g. travel, streetfood, fitness"
        submitLabel="Generate Hashtags"
      />
      {tags && (
        <HashtagResults
          tags={tags}
          copy={copy}
          copyAllLabel={`Copy all ${tags.length} hashtags`}
          copyAllText="Copy All"
          note={`Instagram now allows up to ${TOP_COUNT} hashtags per post: “Copy top ${TOP_COUNT}” gives you the most specific ones.`}
          subsets={[
            {
              key: "top",
              label: `Copy top ${TOP_COUNT} hashtags`,
              text: `Copy top ${TOP_COUNT}`,
              tags: tags.slice(0, TOP_COUNT),
            },
          ]}
        />
      )}
    </>
  );
}
