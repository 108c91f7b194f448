import { HashtagResults } from "~/components/hashtag-results";
import { TextToolForm } from "~/components/text-tool-form";
import { textInput } from "~/lib/form-fields";
import { useToolForm } from "~/lib/use-tool-form";
import { TOP_COUNT, generateHashtags, normaliseKeyword } from "./instagram-hashtag-generator.logic";

const FIELDS = { keyword: { kind: "text", label: "Keyword", maxLength: 100 } } as const;

export default function InstagramHashtagGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: textInput("keyword", normaliseKeyword, "Please enter a keyword."),
    produce: generateHashtags,
  });
  const { result: tags, copy } = tool;

  return (
    <>
      <TextToolForm
        tool={tool}
        name="keyword"
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
