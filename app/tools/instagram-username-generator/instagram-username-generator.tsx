import { CopyRow } from "~/components/copy-row";
import { FieldHint } from "~/components/field";
import { ResultList } from "~/components/result-list";
import { ResultsNote, ResultsSection, ResultsTitle } from "~/components/results";
import { TextField } from "~/components/text-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { lazyModule } from "~/lib/page/lazy-module";
import { defaultRng } from "~/lib/text/random";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { NUMBERS_ON, USERNAME_FIELDS_IN, parseUsernameForm } from "./instagram-username-generator.form";
import { USERNAME_WORDS } from "./words";
import { readyToRead } from "~/lib/topic/ready";

// The topic reader (and the hashtag topic map under it) comes with the logic, fetched once the
// page is interactive rather than before.
const logic = lazyModule(() => import("./instagram-username-generator.logic"));

export default function InstagramUsernameGenerator() {
  const lang = useLang();
  const words = USERNAME_WORDS[lang];
  const tool = useToolForm({
    fields: USERNAME_FIELDS_IN[lang],
    parse: (values) => parseUsernameForm(values, lang),
    produce: async (request) => {
      await readyToRead(request.keyword);
      const { makeUsernames, planUsernames } = await logic();
      return makeUsernames(request, defaultRng, planUsernames(request, lang));
    },
    preload: logic,
  });
  const { result, copy } = tool;
  const numbers = tool.field("numbers");

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={words.submit}>
        <TextField
          id="username-keyword"
          {...tool.field("keyword")}
          autoComplete="off"
          enterKeyHint="go"
          autoCapitalize="none"
          spellCheck={false}
        />
        {/* A checkbox sends its value only when ticked, so an address without it means no numbers. */}
        <div className="grid gap-1">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
            <input
              type="checkbox"
              name={numbers.name}
              value={NUMBERS_ON}
              className="h-5 w-5 shrink-0 accent-ig-from"
              checked={numbers.value === NUMBERS_ON}
              onChange={(event) => tool.setValue("numbers", event.target.checked ? NUMBERS_ON : "")}
              aria-describedby={numbers.hint ? "username-numbers-hint" : undefined}
            />
            {numbers.label}
          </label>
          {numbers.hint && <FieldHint id="username-numbers-hint">{numbers.hint}</FieldHint>}
        </div>
      </ToolFormFrame>
      {result &&
        (result.names.length === 0 ? (
          <ResultsSection aria-label={words.results}>
            <ResultsTitle>{words.results}</ResultsTitle>
            <ResultsNote role="status">{result.shortfall}</ResultsNote>
            {result.notes.length > 0 && <ResultsNote>{result.notes.join(" ")}</ResultsNote>}
          </ResultsSection>
        ) : (
          <ResultList
            title={words.results}
            status={words.ready(result.names.length)}
            note={
              result.notes.length > 0 || result.shortfall
                ? [...result.notes, result.shortfall ?? ""].join(" ").trim()
                : null
            }
            items={result.names}
            getKey={(name) => name}
            renderItem={(name) => (
              <CopyRow
                text={name}
                copy={copy}
                copyKey={name}
                copyLabel={words.copyLabel(name)}
                copiedMessage={words.copied(name)}
              />
            )}
          />
        ))}
    </>
  );
}
