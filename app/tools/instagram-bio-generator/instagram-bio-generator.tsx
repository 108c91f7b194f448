import { ChoiceGroup } from "~/components/choice-group";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form/form-fields";
import { lazyModule } from "~/lib/page/lazy-module";
import { defaultRng } from "~/lib/text/random";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { DEVANAGARI, writingOf } from "~/lib/text/writing";
import { BIO_FIELDS } from "./instagram-bio-generator.form";
import { BIO_WORDS } from "./words";
import { BIO_LIMIT, isProfileType } from "./profile-types";

// The banks are fetched once interactive, so they do not weigh on the page's first tap.
const logic = lazyModule(() => import("./instagram-bio-generator.logic"));

export default function InstagramBioGenerator() {
  const lang = useLang();
  const words = BIO_WORDS[lang];
  const tool = useToolForm({
    fields: BIO_FIELDS[lang],
    initial: lang === "hi" ? { writing: DEVANAGARI } : {},
    parse: ({ type, writing }) =>
      isProfileType(type) ? { input: { type, writing: writingOf(lang, writing) } } : fail(words.typeMessage),
    produce: async ({ type, writing }) => {
      const { bioDeck, generateBios } = await logic();
      return generateBios(bioDeck(type, defaultRng, writing));
    },
    preload: logic,
  });
  const { result: bios, copy } = tool;

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={words.submit}>
        <ChoiceGroup {...tool.choice("type")} />
        {lang === "hi" && <ChoiceGroup {...tool.choice("writing")} />}
      </ToolFormFrame>
      {bios && (
        <ResultList
          title={words.results}
          status={words.ready(bios.length)}
          items={bios}
          getKey={(bio) => bio}
          renderItem={(bio, index) => (
            <CopyRow
              text={bio}
              copy={copy}
              copyKey={String(index)}
              copyLabel={words.copyLabel(index + 1)}
              copiedMessage={words.copied}
              count
              limit={BIO_LIMIT}
            />
          )}
        />
      )}
    </>
  );
}
