import { ChoiceGroup } from "~/components/choice-group";
import { ResultCard } from "~/components/result-card";
import { ResultsNote } from "~/components/results";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { defaultRng } from "~/lib/random";
import { fail } from "~/lib/form-fields";
import { useToolForm } from "~/lib/use-tool-form";
import { lazyModule } from "~/lib/lazy-module";
import { NICHE_FIELDS, isInterest } from "./instagram-niche-finder.form";

// The forty niches, each with why it fits and a first post, come with the logic, fetched once the
// page is interactive rather than before.
const logic = lazyModule(() => import("./instagram-niche-finder.logic"));

export default function InstagramNicheFinder() {
  const tool = useToolForm({
    fields: NICHE_FIELDS,
    parse: ({ interest }) =>
      isInterest(interest)
        ? { input: interest }
        : fail("Please pick an interest to get a niche idea.", "Select an Interest"),
    produce: async (interest) => {
      const { suggestNiche, suggestionStatus } = await logic();
      return { ...suggestNiche(interest, defaultRng), status: suggestionStatus(interest) };
    },
    preload: logic,
  });
  const { result, copy } = tool;

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel="Find My Niche" loadingLabel="Finding...">
        <ChoiceGroup {...tool.choice("interest")} />
      </ToolFormFrame>
      {result && (
        <ResultCard
          title="Your Suggested Niche"
          status={result.status}
          text={result.niche}
          copy={copy}
          copiedMessage={`${result.niche} copied to your clipboard.`}
          copyLabel="Copy niche"
          copyText="Copy"
          footer={
            <div className="grid w-full gap-2">
              <p data-testid="niche-why">
                <strong>Why it fits:</strong> {result.why}
              </p>
              <p data-testid="niche-first-post">
                <strong>Your first post:</strong> {result.firstPost}
              </p>
              <ResultsNote>{result.encouragement}</ResultsNote>
            </div>
          }
        />
      )}
    </>
  );
}
