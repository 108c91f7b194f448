import { useDeferredValue, useState } from "react";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { ResultsNote } from "~/components/results";
import { TextField } from "~/components/text-field";
import { useCopy } from "~/lib/use-copy";
import { DEFAULT_TEXT, FONT_STYLES } from "./stylish-name-generator.data";
import { stylise } from "./stylish-name-generator.logic";

export default function StylishNameGenerator() {
  const [text, setText] = useState(DEFAULT_TEXT);
  // Typing stays smooth even with very long text: the eight previews may lag a frame behind.
  const deferred = useDeferredValue(text);
  const copy = useCopy();
  const styled = FONT_STYLES.map((style) => ({ name: style.name, text: stylise(deferred, style) }));
  const hasText = deferred.trim() !== "";

  return (
    <>
      <TextField
        id="stylish-text"
        label="Your text"
        hint="Letters change style; emoji, symbols and spaces stay as they are."
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      {hasText ? (
        <ResultList
          title="Your text in 8 styles"
          status={`${styled.length} styles ready.`}
          items={styled}
          getKey={(item) => item.name}
          renderItem={(item) => (
            <CopyRow
              text={item.text}
              label={item.name}
              copy={copy}
              copyKey={item.name}
              copyLabel={`Copy ${item.name} text`}
              copiedMessage={`${item.name} text copied to clipboard.`}
              count
            />
          )}
        />
      ) : (
        <ResultsNote role="status">Type your name or a line of text above to see it in 8 styles.</ResultsNote>
      )}
    </>
  );
}
