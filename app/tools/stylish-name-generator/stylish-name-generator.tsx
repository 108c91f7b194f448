import { useDeferredValue } from "react";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { ResultsNote } from "~/components/results";
import { TextField } from "~/components/text-field";
import { useToolForm } from "~/lib/use-tool-form";
import { DEFAULT_TEXT, FONT_STYLES } from "./stylish-name-generator.data";
import { stylise } from "./stylish-name-generator.logic";

const FIELDS = { text: { kind: "text", label: "Your text", maxLength: 1000 } } as const;

export default function StylishNameGenerator() {
  // No loading cycle: the styles follow the text as it is typed. The hook still keeps the text in
  // the address and adopts what was typed before the page became interactive.
  const tool = useToolForm({ fields: FIELDS, parse: ({ text }) => ({ input: text }), initial: { text: DEFAULT_TEXT } });
  const text = tool.values.text;
  // Typing stays smooth even with very long text: the previews may lag a frame behind.
  const deferred = useDeferredValue(text);
  const styled = FONT_STYLES.map((style) => ({ name: style.name, text: stylise(deferred, style) }));
  const hasText = deferred.trim() !== "";

  return (
    <>
      <form {...tool.formProps}>
        <TextField
          id="stylish-text"
          label="Your text"
          hint="Letters change style; emoji, symbols and spaces stay as they are."
          {...tool.field("text")}
          autoComplete="off"
          spellCheck={false}
        />
      </form>
      {hasText ? (
        <ResultList
          title={`Your text in ${styled.length} styles`}
          status={`${styled.length} styles ready.`}
          items={styled}
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
      ) : (
        <ResultsNote role="status">
          Type your name or a line of text above to see it in {styled.length} styles.
        </ResultsNote>
      )}
    </>
  );
}
