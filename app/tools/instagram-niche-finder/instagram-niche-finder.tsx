import { useState } from "react";
import { ChoiceGroup } from "~/components/choice-group";
import { ResultCard } from "~/components/result-card";
import { ResultsNote } from "~/components/results";
import { ToolForm } from "~/components/tool-form";
import { defaultRng } from "~/lib/random";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { INTERESTS } from "./instagram-niche-finder.data";
import { type NicheSuggestion, isInterest, suggestNiche } from "./instagram-niche-finder.logic";

const OPTIONS = INTERESTS.map((interest) => ({ value: interest, label: interest }));

export default function InstagramNicheFinder() {
  const [interest, setInterest] = useState("");
  const generation = useGenerate<NicheSuggestion>();
  const copy = useCopy(generation.result);
  const result = generation.result;

  function submit() {
    if (!isInterest(interest)) {
      toastError("Please pick an interest to get a niche idea.", "Select an Interest");
      return;
    }
    generation.run(() => suggestNiche(interest, defaultRng));
  }

  return (
    <>
      <ToolForm onSubmit={submit} loading={generation.loading} submitLabel="Find My Niche" loadingLabel="Finding...">
        <ChoiceGroup label="What are you into?" options={OPTIONS} value={interest} onChange={setInterest} />
      </ToolForm>
      {result && (
        <ResultCard
          title="Your Suggested Niche"
          status={`A ${result.interest} niche for you.`}
          text={result.niche}
          copy={copy}
          copiedMessage={`${result.niche} copied to your clipboard.`}
          copyLabel="Copy niche"
          copyText="Copy"
          footer={<ResultsNote>{result.encouragement}</ResultsNote>}
        />
      )}
    </>
  );
}
