import { ChoiceGroup } from "~/components/choice-group";
import { HashtagResults, NoHashtags } from "~/components/hashtag-results";
import { TextField } from "~/components/text-field";
import { TextToolForm } from "~/components/text-tool-form";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form/form-fields";
import type { InstagramHashtags } from "~/lib/hashtags/hashtags";
import { INSTAGRAM_TAG_COUNT, MAX_TAG_LENGTH, TOP_COUNT, prepareKeyword } from "~/lib/hashtags/tags";
import { lazyModule } from "~/lib/page/lazy-module";
import { defaultRng } from "~/lib/text/random";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { DEVANAGARI, type Writing, writingOf } from "~/lib/text/writing";
import { INSTAGRAM_HASHTAG_FIELDS } from "./instagram-hashtag-generator.form";
import { INSTAGRAM_HASHTAG_WORDS } from "./words";
import { readyToRead } from "~/lib/topic/ready";

// The topic reader and map come with the hashtag kit, fetched once the page is interactive rather
// than before; the Hindi page's kit adds the Hindi tags to it.
const kit = lazyModule(() => import("~/lib/hashtags/hashtags"));
const hindiKit = lazyModule(() => import("~/lib/hashtags/hindi"));

type Result = InstagramHashtags & { keyword: string; hindi: string[] };

async function hashtagsFor(keyword: string, writing: Writing): Promise<Result> {
  await readyToRead(keyword);
  if (writing === "en") return { keyword, hindi: [], ...(await kit()).instagramHashtags(keyword, defaultRng) };
  return { keyword, ...(await hindiKit()).instagramHindiHashtags(keyword, writing, defaultRng) };
}

export default function InstagramHashtagGenerator() {
  const lang = useLang();
  const words = INSTAGRAM_HASHTAG_WORDS[lang];
  const tool = useToolForm({
    fields: INSTAGRAM_HASHTAG_FIELDS[lang],
    initial: lang === "hi" ? { writing: DEVANAGARI } : {},
    parse: ({ keyword, writing }) => {
      const prepared = prepareKeyword(keyword);
      return prepared
        ? { input: { keyword: prepared, writing: writingOf(lang, writing) } }
        : fail(words.keywordMessage);
    },
    produce: ({ keyword, writing }) => hashtagsFor(keyword, writing),
    preload: lang === "en" ? kit : hindiKit,
  });
  const { result, copy } = tool;
  const many = result !== null && result.all.length > TOP_COUNT;

  return (
    <>
      {lang === "en" ? (
        <TextToolForm tool={tool} name="keyword" id="hashtag-keyword" submitLabel={words.submit} />
      ) : (
        <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={words.submit}>
          <TextField id="hashtag-keyword" {...tool.field("keyword")} autoComplete="off" enterKeyHint="go" />
          <ChoiceGroup {...tool.choice("writing")} />
        </ToolFormFrame>
      )}
      {result?.all.length === 0 && (
        <NoHashtags typed={result.keyword} tooLong={words.tooLong(MAX_TAG_LENGTH)} unhelpful={words.unhelpful} />
      )}
      {result && result.all.length > 0 && (
        <HashtagResults
          tags={result.all}
          groups={
            many
              ? [
                  { key: "top", title: words.topTitle(TOP_COUNT), tags: result.top },
                  { key: "hindi", title: words.hindiTitle, tags: result.hindi },
                  { key: "niche", title: words.nicheTitle, tags: result.niche },
                  { key: "mid", title: words.midTitle, tags: result.mid },
                  { key: "broad", title: words.broadTitle, tags: result.broad },
                ]
              : undefined
          }
          copy={copy}
          copyAllLabel={words.copyAllLabel(result.all.length)}
          copyAllText={words.copyAllText}
          note={many ? words.noteMore(TOP_COUNT) : words.noteAll(TOP_COUNT)}
          notice={
            result.all.length < INSTAGRAM_TAG_COUNT
              ? result.unknown
                ? words.unknown(result.keyword)
                : words.fewer(result.keyword, result.all.length)
              : undefined
          }
          // With five or fewer, "Copy All" already copies what fits in one post.
          subsets={
            many
              ? [
                  {
                    key: "top",
                    label: words.copyTopLabel(TOP_COUNT),
                    text: words.copyTopText(TOP_COUNT),
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
