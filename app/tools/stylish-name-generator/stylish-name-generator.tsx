import { useDeferredValue } from "react";
import { Button } from "~/components/button";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { TextField } from "~/components/text-field";
import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { StyleFilter } from "./style-filter";
import { FONT_STYLES } from "./stylish-name-generator.data";
import {
  filterStyles,
  scriptNote,
  styleGroups,
  styleText,
  stylesFor,
  stylesIn,
  toStylableLatin,
} from "./stylish-name-generator.logic";
import { STYLISH_WORDS } from "./words";

function fieldsIn(lang: Lang) {
  const words = STYLISH_WORDS[lang];
  return {
    text: { kind: "text", label: words.text, hint: words.textHint, maxLength: 1000 },
    style: {
      kind: "text",
      label: words.style,
      placeholder: words.stylePlaceholder,
      hint: words.styleHint,
      maxLength: 60,
    },
  } as const satisfies Fields<"text" | "style">;
}

const FIELDS = { en: fieldsIn("en"), hi: fieldsIn("hi") } as const;

/** Every style and its families as each page names them. */
const STYLES = { en: stylesIn(FONT_STYLES, "en"), hi: stylesIn(FONT_STYLES, "hi") } as const;
const GROUPS = { en: styleGroups(STYLES.en), hi: styleGroups(STYLES.hi) } as const;

/** Longest English spelling the button names in full; past it, the button says what it does. */
const LATIN_PREVIEW_MAX = 30;

export default function StylishNameGenerator() {
  const lang = useLang();
  const words = STYLISH_WORDS[lang];
  const styles = STYLES[lang];
  // No loading cycle: the styles follow the text as it is typed. The hook still keeps both fields
  // in the address and adopts what was typed before the page became interactive.
  const tool = useToolForm({
    fields: FIELDS[lang],
    parse: (values) => ({ input: values }),
    initial: { text: words.defaultText },
  });
  // Typing stays smooth even with very long text: the previews may lag a frame behind.
  const text = useDeferredValue(tool.values.text);
  const query = tool.values.style.trim();
  const hasText = text.trim() !== "";
  const total = styles.length;
  // Only the styles that change this text are offered: Devanagari alone gets the frames, not 43
  // copies of itself. Latin text keeps every style.
  const offered = hasText ? stylesFor(styles, text) : styles;
  const count = offered.length;
  const shown = filterStyles(offered, query);
  const note = hasText
    ? scriptNote(
        text,
        count,
        offered.every((style) => style.kind === "frame"),
        lang,
      )
    : null;
  const latin = note !== null && /\p{Script=Devanagari}/u.test(text) ? toStylableLatin(text) : null;
  const showsAll = count === total;

  return (
    // Off-screen result rows skip layout until scrolled to: 43 copies of a long text would
    // otherwise take seconds to lay out on a phone.
    <div className="grid gap-5 [&_li]:[contain-intrinsic-size:auto_5.5rem] [&_li]:[content-visibility:auto]">
      {/* The text alone is the form, so Enter submits it even before scripts run (a second text
          field would block that). The filter narrows what is shown and joins the address on submit. */}
      <form {...tool.formProps}>
        <TextField id="stylish-text" {...tool.field("text")} autoComplete="off" spellCheck={false} />
      </form>
      <StyleFilter tool={tool} name="style" groups={GROUPS[lang]} label={words.families} />
      {note && (
        <div className="grid justify-items-start gap-3 rounded-[0.8rem] border border-line bg-surface-2 p-4">
          <p data-testid="script-note">{note}</p>
          {latin && (
            <Button variant="secondary" onClick={() => tool.setValue("text", latin)}>
              {Array.from(latin).length <= LATIN_PREVIEW_MAX ? words.useLatin(latin) : words.writeLatin}
            </Button>
          )}
        </div>
      )}
      {!hasText ? (
        <p className="text-sm text-muted" role="status">
          {words.empty(total)}
        </p>
      ) : shown.length === 0 ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-muted" role="status">
            {filterStyles(styles, query).length > 0 ? words.noneForText(query, note !== null) : words.noMatch(query)}
          </p>
          <Button variant="secondary" onClick={() => tool.setValue("style", "")}>
            {showsAll ? words.showAll(total) : words.showForText(count)}
          </Button>
        </div>
      ) : (
        <ResultList
          title={query === "" ? words.title(count) : words.titleMatching(query)}
          status={
            query === ""
              ? showsAll
                ? words.ready(total)
                : words.change(count, total)
              : words.match(shown.length, count, query)
          }
          note={words.searchNote}
          items={shown.map((style) => ({ name: style.name, text: styleText(text, style) }))}
          getKey={(item) => item.name}
          renderItem={(item) => (
            <CopyRow
              text={item.text}
              label={item.name}
              copy={tool.copy}
              copyKey={item.name}
              copyLabel={words.copyLabel(item.name)}
              copiedMessage={words.copied(item.name)}
              count
            />
          )}
        />
      )}
    </div>
  );
}
