import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { ResultsNote, ResultsSection, ResultsTitle } from "~/components/results";
import { TextToolForm } from "~/components/text-tool-form";
import { textInput } from "~/lib/form-fields";
import { defaultRng } from "~/lib/random";
import { useToolForm } from "~/lib/use-tool-form";
import { generateUsernames, normaliseKeyword, shortfallReason } from "./instagram-username-generator.logic";

const FIELDS = { keyword: { kind: "text", label: "Keyword or Name", maxLength: 10_000 } } as const;

export default function InstagramUsernameGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: textInput("keyword", normaliseKeyword, "Please enter a keyword."),
    produce: (keyword) => {
      const names = generateUsernames(keyword, defaultRng);
      return { names, shortfall: shortfallReason(keyword, names.length) };
    },
  });
  const { result, copy } = tool;

  return (
    <>
      <TextToolForm
        tool={tool}
        name="keyword"
        id="username-keyword"
        label="Keyword or Name"
        placeholder="e.g. Priya or travel diaries"
        hint="Letters, numbers, dots and underscores are used; spaces and other characters are left out."
        submitLabel="Generate Usernames"
        literal
      />
      {result &&
        (result.names.length === 0 ? (
          <ResultsSection aria-label="Your usernames">
            <ResultsTitle>Your usernames</ResultsTitle>
            <ResultsNote role="status">{result.shortfall}</ResultsNote>
          </ResultsSection>
        ) : (
          <ResultList
            title="Your usernames"
            status={`${result.names.length} ${result.names.length === 1 ? "username" : "usernames"} ready.`}
            note={result.shortfall}
            items={result.names}
            getKey={(name) => name}
            renderItem={(name) => (
              <CopyRow
                text={name}
                copy={copy}
                copyKey={name}
                copyLabel={`Copy username ${name}`}
                copiedMessage={`@${name} copied to your clipboard.`}
              />
            )}
          />
        ))}
    </>
  );
}
