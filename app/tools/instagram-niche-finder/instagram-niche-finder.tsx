import { ChoiceGroup } from "~/components/choice-group";
import { ResultCard } from "~/components/result-card";
import { ResultsNote } from "~/components/results";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { defaultRng } from "~/lib/text/random";
import { fail } from "~/lib/form/form-fields";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { lazyModule } from "~/lib/page/lazy-module";
import { DEVANAGARI, writingOf } from "~/lib/text/writing";
import { NICHE_FIELDS, isInterest } from "./instagram-niche-finder.form";
import { NICHE_WORDS } from "./words";

// The forty niches, each with why it fits and a first post, come with the logic, fetched once the
// page is interactive rather than before.
const logic = lazyModule(() => import("./instagram-niche-finder.logic"));

export default function InstagramNicheFinder() {
  const lang = useLang();
  const words = NICHE_WORDS[lang];
  const tool = useToolForm({
    fields: NICHE_FIELDS[lang],
    initial: lang === "hi" ? { writing: DEVANAGARI } : {},
    parse: ({ interest, writing }) =>
      isInterest(interest)
        ? { input: { interest, writing: writingOf(lang, writing) } }
        : fail(words.message, words.messageTitle),
    produce: async ({ interest, writing }) => {
      const { suggestNicheIn, suggestionStatus } = await logic();
      const status = words.status ? words.status(interest) : suggestionStatus(interest);
      return { ...suggestNicheIn(writing, interest, defaultRng), status };
    },
    preload: logic,
  });
  const { result, copy } = tool;

  return (
    <>
      <ToolFormFrame
        form={tool.formProps}
        loading={tool.loading}
        submitLabel={words.submit}
        loadingLabel={words.loading}
      >
        <ChoiceGroup {...tool.choice("interest")} />
        {lang === "hi" && <ChoiceGroup {...tool.choice("writing")} />}
      </ToolFormFrame>
      {result && (
        <ResultCard
          title={words.results}
          status={result.status}
          text={result.niche}
          copy={copy}
          copiedMessage={words.copied(result.niche)}
          copyLabel={words.copyLabel}
          copyText={words.copyText}
          footer={
            <div className="grid w-full gap-2">
              <p data-testid="niche-why">
                <strong>{words.why}</strong> {result.why}
              </p>
              <p data-testid="niche-first-post">
                <strong>{words.firstPost}</strong> {result.firstPost}
              </p>
              <ResultsNote>{result.encouragement}</ResultsNote>
            </div>
          }
        />
      )}
    </>
  );
}
