import { useState } from "react";
import { Button } from "~/components/button";
import { ChoiceGroup } from "~/components/choice-group";
import { TextField } from "~/components/text-field";
import { useLang } from "~/lib/lang/use-lang";
import type { CaptionPlace } from "./reel-maker.data";
import {
  MAX_TEXT_LENGTH,
  TEXT_LOOKS,
  TEXT_PLACES,
  type TextBlock,
  type TextLook,
  checkTextTimes,
} from "./text-blocks.logic";
import { formatTime, parseTime } from "./time.logic";
import { REEL_WORDS } from "./words";

interface TextPanelProps {
  blocks: readonly TextBlock[];
  onBlocks: (blocks: readonly TextBlock[]) => void;
  /** The Reel's moment the preview shows, where a new block starts unless told otherwise. */
  now: number;
}

let lastId = 0;

/**
 * Timed text: blocks added one at a time with their words, times, place and look, listed with a
 * Remove button each. The words are only ever drawn into the picture, never put on the page as markup.
 */
export function TextPanel({ blocks, onBlocks, now }: TextPanelProps) {
  const words = REEL_WORDS[useLang()];
  const t = words.texts;
  const [text, setText] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [place, setPlace] = useState<CaptionPlace>("top");
  const [look, setLook] = useState<TextLook>("box");
  const [error, setError] = useState<{ field: "text" | "from" | "to"; message: string } | null>(null);

  function add() {
    const start = from.trim() ? parseTime(from) : now;
    const end = to.trim() ? parseTime(to) : start === null ? null : start + 3;
    const problem = !text.trim() ? "text" : checkTextTimes(start, end);
    if (problem !== null || start === null || end === null) {
      setError(
        problem === "text"
          ? { field: "text", message: t.textFirst }
          : problem === "start"
            ? { field: "from", message: t.fromUnreadable }
            : problem === "end"
              ? { field: "to", message: t.toUnreadable }
              : { field: "to", message: t.toBeforeFrom },
      );
      return;
    }
    setError(null);
    onBlocks([...blocks, { id: `text-${++lastId}`, text: text.trim(), start, end, place, look }]);
    setText("");
    setFrom(formatTime(end));
    setTo("");
  }

  const fieldError = (field: "text" | "from" | "to") => (error?.field === field ? error.message : undefined);

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">{t.intro}</p>
      {blocks.length === 0 ? (
        <p className="text-sm">{t.none}</p>
      ) : (
        <ul aria-label={t.list} className="grid gap-2" data-testid="text-list">
          {blocks.map((block) => (
            <li key={block.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-line p-3">
              <span className="min-w-0 grow">
                <span className="block font-semibold break-words">{block.text}</span>
                <span className="text-sm text-muted tabular-nums">
                  {t.shown(formatTime(block.start), formatTime(block.end))}, {t.looks[block.look]},{" "}
                  {words.captions.places[block.place]}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={t.removeOne(block.text)}
                onClick={() => onBlocks(blocks.filter((other) => other.id !== block.id))}
              >
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        id="text-words"
        label={t.text}
        value={text}
        maxLength={MAX_TEXT_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") add();
        }}
        error={fieldError("text")}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="text-from"
          label={t.from}
          hint={t.timeHint}
          inputMode="decimal"
          value={from}
          placeholder={formatTime(now)}
          maxLength={12}
          onChange={(event) => setFrom(event.target.value)}
          error={fieldError("from")}
        />
        <TextField
          id="text-to"
          label={t.to}
          hint={t.timeHint}
          inputMode="decimal"
          value={to}
          placeholder={formatTime((parseTime(from) ?? now) + 3)}
          maxLength={12}
          onChange={(event) => setTo(event.target.value)}
          error={fieldError("to")}
        />
      </div>
      <ChoiceGroup
        label={t.place}
        name="text-place"
        options={TEXT_PLACES.map((value) => ({ value, label: words.captions.places[value] }))}
        value={place}
        onChange={(event) => setPlace(event.target.value as CaptionPlace)}
      />
      <ChoiceGroup
        label={t.look}
        name="text-look"
        options={TEXT_LOOKS.map((value) => ({ value, label: t.looks[value] }))}
        value={look}
        onChange={(event) => setLook(event.target.value as TextLook)}
      />
      <div>
        <Button variant="secondary" onClick={add}>
          {t.add}
        </Button>
      </div>
    </div>
  );
}
