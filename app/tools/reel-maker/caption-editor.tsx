import { useId, useRef, useState } from "react";
import { Button } from "~/components/button";
import { ChoiceGroup } from "~/components/choice-group";
import { FieldHint, controlClass } from "~/components/field";
import { TextField } from "~/components/text-field";
import { type CaptionProblem, MAX_CAPTIONS_LENGTH, appendCue } from "./captions.logic";
import { CAPTION_PLACES, CAPTION_SIZES, type CaptionPlace, type CaptionSize } from "./reel-maker.data";
import { useLang } from "~/lib/lang/use-lang";
import { REEL_WORDS, type ReelWords } from "./words";
import { formatTime, parseTime } from "./time.logic";

/** A captions file larger than this is not a captions file. */
const MAX_FILE_BYTES = 1_000_000;

interface CaptionEditorProps {
  text: string;
  onText: (text: string) => void;
  /** Which clock the times are on, said under the box. */
  hint: string;
  cueCount: number;
  problems: readonly CaptionProblem[];
  size: CaptionSize;
  onSize: (size: CaptionSize) => void;
  place: CaptionPlace;
  onPlace: (place: CaptionPlace) => void;
  box: boolean;
  onBox: (box: boolean) => void;
  /** The preview's time now, where a new line starts unless told otherwise. */
  now: number;
  onSave: () => void;
}

function summary(words: ReelWords["captions"], count: number, problems: number): string {
  const cues = count === 0 ? words.none : words.ready(count);
  return problems === 0 ? cues : `${cues} ${words.unread(problems)}`;
}

/**
 * Captions as SRT or WebVTT text, typed, pasted or opened from a file, or built a line at a time.
 * Everything is drawn into the picture; the text is never put on the page as markup.
 */
export function CaptionEditor(props: CaptionEditorProps) {
  const { text, onText, cueCount, problems, now } = props;
  const t = REEL_WORDS[useLang()].captions;
  const fileInput = useRef<HTMLInputElement>(null);
  const [words, setWords] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [lineError, setLineError] = useState<{ field: "words" | "from" | "to"; message: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const hintId = useId();
  const statusId = useId();

  function lineProblem(start: number | null, end: number | null): typeof lineError {
    if (!words.trim()) return { field: "words", message: t.wordsFirst };
    if (start === null) return { field: "from", message: t.fromUnreadable };
    if (end === null) return { field: "to", message: t.toUnreadable };
    if (end <= start) return { field: "to", message: t.toBeforeFrom };
    return null;
  }

  function addLine() {
    const start = from.trim() ? parseTime(from) : now;
    const end = to.trim() ? parseTime(to) : start === null ? null : start + 2;
    const problem = lineProblem(start, end);
    setLineError(problem);
    if (problem || start === null || end === null) return;
    onText(appendCue(text, { start, end, text: words.trim() }));
    setWords("");
    // The next line usually starts where this one ends.
    setFrom(formatTime(end));
    setTo("");
  }

  async function openFile(file: File) {
    if (!/\.(srt|vtt)$/i.test(file.name) || file.size > MAX_FILE_BYTES) {
      setFileError(t.notCaptions);
      return;
    }
    try {
      onText((await file.text()).slice(0, MAX_CAPTIONS_LENGTH));
      setFileError(null);
    } catch {
      setFileError(t.unreadableFile);
    }
  }

  const lineField = (field: "words" | "from" | "to") =>
    lineError?.field === field ? { "aria-invalid": true, "aria-errormessage": "caption-line-error" } : {};

  return (
    <div className="grid gap-5">
      <div className="grid gap-[0.4rem]">
        <label htmlFor="captions" className="font-semibold">
          {t.label}
        </label>
        <textarea
          id="captions"
          rows={6}
          maxLength={MAX_CAPTIONS_LENGTH}
          value={text}
          onChange={(event) => onText(event.target.value)}
          spellCheck={false}
          aria-describedby={`${hintId} ${statusId}`}
          placeholder={t.placeholder}
          className={`${controlClass} min-h-40 resize-y px-3.5 font-mono text-[0.95rem] leading-relaxed`}
        />
        <FieldHint id={hintId}>{props.hint}</FieldHint>
        <div id={statusId} role="status" className="text-sm">
          <p>{summary(t, cueCount, problems.length)}</p>
          {problems.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-error">
              {problems.slice(0, 5).map((problem) => (
                <li key={problem.line}>{t.line(problem.line, problem.message)}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => fileInput.current?.click()}>
            {t.openFile}
          </Button>
          <Button variant="secondary" onClick={props.onSave} disabled={cueCount === 0}>
            {t.saveSrt}
          </Button>
        </div>
        <input
          ref={fileInput}
          id="captions-file"
          type="file"
          accept=".srt,.vtt,text/vtt,application/x-subrip"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void openFile(file);
          }}
        />
        {fileError && (
          <p role="alert" className="text-sm text-error">
            {fileError}
          </p>
        )}
      </div>

      <fieldset className="grid gap-3 rounded-xl border border-line p-4">
        <legend className="px-1 font-semibold">{t.addLegend}</legend>
        <TextField
          id="caption-words"
          label={t.words}
          value={words}
          maxLength={200}
          onChange={(event) => setWords(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") addLine();
          }}
          {...lineField("words")}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="caption-from"
            label={t.from}
            inputMode="decimal"
            value={from}
            placeholder={formatTime(now)}
            maxLength={12}
            onChange={(event) => setFrom(event.target.value)}
            {...lineField("from")}
          />
          <TextField
            id="caption-to"
            label={t.to}
            inputMode="decimal"
            value={to}
            placeholder={formatTime((parseTime(from) ?? now) + 2)}
            maxLength={12}
            onChange={(event) => setTo(event.target.value)}
            {...lineField("to")}
          />
        </div>
        <FieldHint>{t.fromHint}</FieldHint>
        {lineError && (
          <p id="caption-line-error" role="alert" className="text-sm text-error">
            {lineError.message}
          </p>
        )}
        <div>
          <Button variant="secondary" onClick={addLine}>
            {t.add}
          </Button>
        </div>
      </fieldset>

      <ChoiceGroup
        label={t.size}
        name="caption-size"
        options={(Object.keys(CAPTION_SIZES) as CaptionSize[]).map((value) => ({ value, label: t.sizes[value] }))}
        value={props.size}
        onChange={(event) => props.onSize(event.target.value as CaptionSize)}
      />
      <ChoiceGroup
        label={t.place}
        name="caption-place"
        options={(Object.keys(CAPTION_PLACES) as CaptionPlace[]).map((value) => ({ value, label: t.places[value] }))}
        value={props.place}
        onChange={(event) => props.onPlace(event.target.value as CaptionPlace)}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-ig-from"
          checked={props.box}
          onChange={(event) => props.onBox(event.target.checked)}
        />
        {t.box}
      </label>
    </div>
  );
}
