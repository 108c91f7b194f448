import { useDeferredValue } from "react";
import { Button } from "~/components/button";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { TextField } from "~/components/text-field";
import { useToolForm } from "~/lib/use-tool-form";
import { StyleFilter } from "./style-filter";
import { DEFAULT_TEXT, FONT_STYLES } from "./stylish-name-generator.data";
import {
  filterStyles,
  scriptNote,
  styleGroups,
  styleText,
  stylesFor,
  toStylableLatin,
} from "./stylish-name-generator.logic";

const FIELDS = {
  text: {
    kind: "text",
    label: "Your text",
    hint: "English letters change in every style, digits where Unicode has a matching form. Some styles also flip, underline or frame the whole line; emoji and other scripts, such as Devanagari, stay as typed.",
    maxLength: 1000,
  },
  style: {
    kind: "text",
    label: "Find a style",
    placeholder: "e.g. bold, script, frames",
    hint: "Matches style names and families. Leave it empty to see every style.",
    maxLength: 60,
  },
} as const;

const GROUPS = styleGroups(FONT_STYLES);

/** Longest English spelling the button names in full; past it, the button says what it does. */
const LATIN_PREVIEW_MAX = 30;

const SEARCH_NOTE =
  "Styled letters are look-alike symbols, not a font: screen readers may read them as maths symbols or skip them, and search won't match them to plain words. Keep the name people search for in plain letters.";

export default function StylishNameGenerator() {
  // No loading cycle: the styles follow the text as it is typed. The hook still keeps both fields
  // in the address and adopts what was typed before the page became interactive.
  const tool = useToolForm({ fields: FIELDS, parse: (values) => ({ input: values }), initial: { text: DEFAULT_TEXT } });
  // Typing stays smooth even with very long text: the previews may lag a frame behind.
  const text = useDeferredValue(tool.values.text);
  const query = tool.values.style.trim();
  const hasText = text.trim() !== "";
  const total = FONT_STYLES.length;
  // Only the styles that change this text are offered: Devanagari alone gets the frames, not 43
  // copies of itself. Latin text keeps every style.
  const offered = hasText ? stylesFor(FONT_STYLES, text) : FONT_STYLES;
  const count = offered.length;
  const shown = filterStyles(offered, query);
  const note = hasText
    ? scriptNote(
        text,
        count,
        offered.every((style) => style.kind === "frame"),
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
      <StyleFilter tool={tool} name="style" groups={GROUPS} />
      {note && (
        <div className="grid justify-items-start gap-3 rounded-[0.8rem] border border-line bg-surface-2 p-4">
          <p data-testid="script-note">{note}</p>
          {latin && (
            <Button variant="secondary" onClick={() => tool.setValue("text", latin)}>
              {Array.from(latin).length <= LATIN_PREVIEW_MAX
                ? `Use “${latin}” in English letters`
                : "Write it in English letters"}
            </Button>
          )}
        </div>
      )}
      {!hasText ? (
        <p className="text-sm text-muted" role="status">
          Type your name or a line of text above to see it in {total} styles.
        </p>
      ) : shown.length === 0 ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-muted" role="status">
            {filterStyles(FONT_STYLES, query).length > 0
              ? `No style matching “${query}” changes this text.${note ? " Frames work with any script." : ""}`
              : `No style matches “${query}”. Try a family such as Script, Frames or Lines.`}
          </p>
          <Button variant="secondary" onClick={() => tool.setValue("style", "")}>
            {showsAll ? `Show all ${total} styles` : `Show the ${count} styles for this text`}
          </Button>
        </div>
      ) : (
        <ResultList
          title={query === "" ? `Your text in ${count} styles` : `Styles matching “${query}”`}
          status={
            query === ""
              ? showsAll
                ? `${total} styles ready.`
                : `${count} of ${total} styles change this text.`
              : `${shown.length} of ${count} styles match “${query}”.`
          }
          note={SEARCH_NOTE}
          items={shown.map((style) => ({ name: style.name, text: styleText(text, style) }))}
          getKey={(item) => item.name}
          renderItem={(item) => (
            <CopyRow
              text={item.text}
              label={item.name}
              copy={tool.copy}
              copyKey={item.name}
              copyLabel={`Copy ${item.name} text`}
              copiedMessage={`${item.name} text copied to clipboard.`}
              count
            />
          )}
        />
      )}
    </div>
  );
}
