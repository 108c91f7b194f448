import { HashtagResults, NoHashtags } from "~/components/hashtag-results";
import { TextToolForm } from "~/components/text-tool-form";
import { textInput } from "~/lib/form-fields";
import { INSTAGRAM_TAG_COUNT, MAX_TAG_LENGTH, TOP_COUNT, prepareKeyword } from "~/lib/hashtags/tags";
import { lazyModule } from "~/lib/lazy-module";
import { defaultRng } from "~/lib/random";
import { useToolForm } from "~/lib/use-tool-form";

// The topic reader and map come with the hashtag kit, fetched once the page is interactive rather than before.
const kit = lazyModule(() => import("~/lib/hashtags/hashtags"));

const FIELDS = {
  keyword: { kind: "text", label: "Keyword", placeholder: "e.g. travel, street food, fitness", maxLength: 100 },
} as const;

/** Why a result has fewer than 30: a word nothing knows, or a subject with only so many fitting tags. */
function fewerTagsNotice(keyword: string, count: number, unknown: boolean): string {
  return unknown
    ? `We don't know "${keyword}" yet, so you get only the tags made from the word itself, not 30 guesses; a more common word for the same idea gets a full set.`
    : `Only ${count} tags fit "${keyword}" closely, and we don't pad the list with tags about something else.`;
}

export default function InstagramHashtagGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: textInput("keyword", prepareKeyword, "Please enter a keyword."),
    produce: async (keyword) => ({ keyword, ...(await kit()).instagramHashtags(keyword, defaultRng) }),
    preload: kit,
  });
  const { result, copy } = tool;

  return (
    <>
      <TextToolForm tool={tool} name="keyword" id="hashtag-keyword" submitLabel="Generate Hashtags" />
      {result?.all.length === 0 && (
        <NoHashtags
          typed={result.keyword}
          tooLong={`No hashtag can be made from that keyword: tags hold letters, digits and underscores, up to ${MAX_TAG_LENGTH} of them. Try a shorter keyword, like the topic of your post.`}
          unhelpful="No hashtag worth posting comes from that keyword: a tag like #instagram or #explore is one Instagram says doesn't help. Try the topic of your post, like street food or fitness."
        />
      )}
      {result && result.all.length > 0 && (
        <HashtagResults
          tags={result.all}
          groups={
            result.all.length > TOP_COUNT
              ? [
                  { key: "top", title: `The ${TOP_COUNT} to post`, tags: result.top },
                  { key: "niche", title: "Specific to your topic", tags: result.niche },
                  { key: "mid", title: "Mid-size", tags: result.mid },
                  { key: "broad", title: "Broad", tags: result.broad },
                ]
              : undefined
          }
          copy={copy}
          copyAllLabel={`Copy all ${result.all.length} ${result.all.length === 1 ? "hashtag" : "hashtags"}`}
          copyAllText="Copy All"
          note={
            result.all.length > TOP_COUNT
              ? `Instagram now allows up to ${TOP_COUNT} hashtags per post: copy the top ${TOP_COUNT} for this one, keep the rest for other posts.`
              : `Instagram now allows up to ${TOP_COUNT} hashtags per post, so all of these fit in one.`
          }
          notice={
            result.all.length < INSTAGRAM_TAG_COUNT
              ? fewerTagsNotice(result.keyword, result.all.length, result.unknown)
              : undefined
          }
          // With five or fewer, "Copy All" already copies what fits in one post.
          subsets={
            result.all.length > TOP_COUNT
              ? [
                  {
                    key: "top",
                    label: `Copy top ${TOP_COUNT} hashtags`,
                    text: `Copy top ${TOP_COUNT}`,
                    tags: result.top,
                  },
                ]
              : []
          }
          lead="top"
        />
      )}
    </>
  );
}
