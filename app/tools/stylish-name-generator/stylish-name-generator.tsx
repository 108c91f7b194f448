import { useDeferredValue } from "react";
import { Button } from "~/components/button";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { TextField } from "~/components/text-field";
import { useToolForm } from "~/lib/use-tool-form";
import { StyleFilter } from "./style-filter";
import { DEFAULT_TEXT, FONT_STYLES } from "./stylish-name-generator.data";
import { filterStyles, styleGroups, stylise } from "./stylish-name-generator.logic";

const FIELDS = {
  text: { kind: "text", label: "Your text", maxLength: 1000 },
  style: { kind: "text", label: "Find a style", maxLength: 60 },
} as const;

const GROUPS = styleGroups(FONT_STYLES);

const SEARCH_NOTE =
  "Styled letters are look-alike symbols, not a font: screen readers may read them as maths symbols or skip them, and search won't match them to plain words. Keep the name people search for in plain letters.";

export default function StylishNameGenerator() {
  // No loading cycle: the styles follow the text as it is typed. The hook still keeps both fields
  // in the address and adopts what was typed before the page became interactive.
  const tool = useToolForm({ fields: FIELDS, parse: (values) => ({ input: values }), initial: { text: DEFAULT_TEXT } });
  // Typing stays smooth even with very long text: the previews may lag a frame behind.
  const text = useDeferredValue(tool.values.text);
  const query = tool.values.style.trim();
  const shown = filterStyles(FONT_STYLES, query);
  const hasText = text.trim() !== "";
  const total = FONT_STYLES.length;

  return (
    // Off-screen result rows skip layout until scrolled to: 43 copies of a long text would
    // otherwise take seconds to lay out on a phone.
    <div className="grid gap-5 [&_li]:[contain-intrinsic-size:auto_5.5rem] [&_li]:[content-visibility:auto]">
      {/* The text alone is the form, so Enter submits it even before scripts run (a second text
          field would block that). The filter narrows what is shown and joins the address on submit. */}
      <form {...tool.formProps}>
        <TextField
          id="stylish-text"
          label="Your text"
          hint="English letters change in every style, digits where Unicode has a matching form. Some styles also flip, underline or frame the whole line; emoji stay as they are."
          {...tool.field("text")}
          autoComplete="off"
          spellCheck={false}
        />
      </form>
      <StyleFilter tool={tool} name="style" groups={GROUPS} />
      {!hasText ? (
        <p className="text-sm text-muted" role="status">
          Type your name or a line of text above to see it in {total} styles.
        </p>
      ) : shown.length === 0 ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-muted" role="status">
            No style matches “{query}”. Try a family such as Script, Frames or Lines.
          </p>
          <Button variant="secondary" onClick={() => tool.setValue("style", "")}>
            Show all {total} styles
          </Button>
        </div>
      ) : (
        <ResultList
          title={query === "" ? `Your text in ${total} styles` : `Styles matching “${query}”`}
          status={query === "" ? `${total} styles ready.` : `${shown.length} of ${total} styles match “${query}”.`}
          note={SEARCH_NOTE}
          items={shown.map((style) => ({ name: style.name, text: stylise(text, style) }))}
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
