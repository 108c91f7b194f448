import { useState } from "react";
import { CopyButton } from "~/components/copy-button";
import { ResultList } from "~/components/result-list";
import { TextField } from "~/components/text-field";
import { ToolForm } from "~/components/tool-form";
import { defaultRng } from "~/lib/random";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { generateUsernames, normaliseKeyword, shortfallReason } from "./instagram-username-generator.logic";

interface Usernames {
  names: string[];
  /** Why fewer than 20 came out, if they did. */
  shortfall: string | null;
}

export default function InstagramUsernameGenerator() {
  const [keyword, setKeyword] = useState("");
  const generation = useGenerate<Usernames>();
  const copy = useCopy(generation.result);
  const result = generation.result;

  function submit() {
    const normalised = normaliseKeyword(keyword);
    if (!normalised) {
      toastError("Please enter a keyword.");
      return;
    }
    generation.run(() => {
      const names = generateUsernames(normalised, defaultRng);
      return { names, shortfall: shortfallReason(normalised, names.length) };
    });
  }

  return (
    <>
      <ToolForm onSubmit={submit} loading={generation.loading} submitLabel="Generate Usernames" inline>
        <TextField
          id="username-keyword"
          label="Keyword or Name"
          placeholder="e.g. Priya or travel diaries"
          hint="Letters, numbers, dots and underscores are used; spaces and other characters are left out."
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="go"
        />
      </ToolForm>
      {result &&
        (result.names.length === 0 ? (
          <section className="results" aria-label="Your usernames">
            <h2 className="results-title">Your usernames</h2>
            <p className="results-note" role="status">
              {result.shortfall}
            </p>
          </section>
        ) : (
          <ResultList
            title="Your usernames"
            status={`${result.names.length} ${result.names.length === 1 ? "username" : "usernames"} ready.`}
            note={result.shortfall}
            items={result.names}
            getKey={(name) => name}
            renderItem={(name) => (
              <>
                <div className="row-body">
                  <p className="row-text">{name}</p>
                </div>
                <CopyButton
                  label={`Copy username ${name}`}
                  copied={copy.isCopied(name)}
                  onCopy={() =>
                    void copy.copy(name, name, {
                      success: { title: "Copied!", description: `@${name} copied to your clipboard.` },
                    })
                  }
                />
              </>
            )}
          />
        ))}
    </>
  );
}
