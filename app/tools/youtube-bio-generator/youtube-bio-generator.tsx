import { ChoiceGroup } from "~/components/choice-group";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { SelectField } from "~/components/select-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form/form-fields";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { DEVANAGARI, writingOf } from "~/lib/text/writing";
import { CHANNEL_BIO_FIELDS } from "./youtube-bio-generator.form";
import { CHANNEL_DESCRIPTION_LIMIT, biosFor, isNiche } from "./youtube-bio-generator.logic";
import { CHANNEL_BIO_WORDS } from "./words";

export default function YoutubeBioGenerator() {
  const lang = useLang();
  const words = CHANNEL_BIO_WORDS[lang];
  const tool = useToolForm({
    fields: CHANNEL_BIO_FIELDS[lang],
    initial: lang === "hi" ? { writing: DEVANAGARI } : {},
    parse: ({ niche, writing }) =>
      isNiche(niche) ? { input: { niche, writing: writingOf(lang, writing) } } : fail(words.nicheMessage),
    produce: ({ niche, writing }) => biosFor(niche, writing),
  });
  const { result: bios, copy } = tool;

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={words.submit} inline={lang === "en"}>
        <SelectField id="youtube-bio-niche" {...tool.choice("niche")} />
        {lang === "hi" && <ChoiceGroup {...tool.choice("writing")} />}
      </ToolFormFrame>
      {bios && (
        <ResultList
          title={words.results}
          status={words.ready(bios.length)}
          note={words.note}
          items={bios}
          getKey={(_bio, index) => String(index)}
          renderItem={(bio, index) => (
            <CopyRow
              text={bio}
              label={words.bioLabel(index + 1)}
              copy={copy}
              copyKey={String(index)}
              copyLabel={words.copyLabel(index + 1)}
              copiedMessage={words.copied(index + 1)}
              count
              limit={CHANNEL_DESCRIPTION_LIMIT}
            />
          )}
        />
      )}
    </>
  );
}
