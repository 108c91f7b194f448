import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/button";
import { Icon } from "~/components/icon";
import { NumberField } from "~/components/number-field";
import { CalculatorForm } from "~/components/tool-form-frame";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { useHydrated } from "~/lib/page/use-hydrated";
import { MAX_POSTS } from "./instagram-engagement-rate-calculator.data";
import {
  ENGAGEMENT_FIELDS_IN,
  type EngagementFieldName,
  METRICS,
  ROW_NUMBERS,
  type RowNumber,
  STARTING_ROWS,
  checkEngagement,
  entryMode,
  postField,
  removeRow,
  shownRows,
} from "./instagram-engagement-rate-calculator.form";
import type { Metric } from "./instagram-engagement-rate-calculator.logic";
import { EngagementResults } from "./instagram-engagement-rate-calculator.results";
import { ENGAGEMENT_WORDS } from "./words";

const inputId = (metric: Metric, row: number) => `engagement-${metric}-${row}`;

export default function InstagramEngagementRateCalculator() {
  const lang = useLang();
  const words = ENGAGEMENT_WORDS[lang];
  const tool = useToolForm({ fields: ENGAGEMENT_FIELDS_IN[lang], parse: (values) => checkEngagement(values, lang) });
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(STARTING_ROWS);
  const focusRow = useRef<number | null>(null);
  const averages = entryMode(tool.values) === "averages";
  const rows = ROW_NUMBERS.slice(0, averages ? 1 : shownRows(tool.values, wanted));

  // A row added or removed by button takes focus, so keyboard users carry on where they are.
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(inputId("likes", focusRow.current))?.focus();
    focusRow.current = null;
  });

  // Messages about the rows belong to the way they were entered; the other way starts clean.
  function switchEntry(toAverages: boolean) {
    for (const row of ROW_NUMBERS) for (const metric of METRICS) tool.clearError(postField(metric, row));
    tool.setValue("entry", toAverages ? "averages" : "");
  }

  function addRow() {
    setWanted(rows.length + 1);
    focusRow.current = rows.length + 1;
  }

  function remove(row: RowNumber) {
    const changes = removeRow(tool.values, row);
    for (const name of Object.keys(changes) as EngagementFieldName[]) {
      tool.clearError(name);
      tool.setValue(name, changes[name] ?? "");
    }
    setWanted(Math.max(1, rows.length - 1));
    focusRow.current = Math.min(row, rows.length - 1);
  }

  return (
    <>
      <CalculatorForm tool={tool} submitLabel={words.submit} loadingLabel={words.loading}>
        <NumberField id="engagement-followers" {...tool.field("followers")} />
        {/* A checkbox rather than two radios: post by post is the default, and a default that is
            checked in the prerendered form would win over a shared address asking for averages. */}
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
          <input
            type="checkbox"
            name="entry"
            value="averages"
            className="h-5 w-5 shrink-0 accent-ig-from"
            checked={averages}
            onChange={(event) => switchEntry(event.target.checked)}
          />
          {words.averagesToggle}
        </label>
        <p className="text-[0.9rem] text-muted">{averages ? words.averagesHint : words.postsHint}</p>
        <ol className="grid gap-3">
          {rows.map((row) => (
            <li key={row}>
              <fieldset className="grid gap-3 rounded-[0.8rem] border border-line p-3 sm:p-4">
                <legend className="px-1 font-bold">{averages ? words.averagesLegend : words.postLegend(row)}</legend>
                <div className="grid grid-cols-2 items-start gap-3 md:grid-cols-[repeat(4,1fr)_auto]">
                  {METRICS.map((metric) => (
                    <NumberField key={metric} id={inputId(metric, row)} {...tool.field(postField(metric, row))} />
                  ))}
                  {!averages && rows.length > 1 && (
                    <Button
                      variant="secondary"
                      className="col-span-2 justify-self-start md:col-span-1 md:mt-[2.15rem]"
                      disabled={!hydrated}
                      aria-label={words.removeLabel(row)}
                      onClick={() => remove(row)}
                    >
                      <Icon name="x" className="h-4 w-4" />
                      {words.remove}
                    </Button>
                  )}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        {!averages && (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" disabled={!hydrated || rows.length >= MAX_POSTS} onClick={addRow}>
              {words.addPost}
            </Button>
            <p className="text-[0.9rem] text-muted">
              {rows.length >= MAX_POSTS ? words.postsFull : words.postsCount(rows.length)}
            </p>
          </div>
        )}
      </CalculatorForm>
      {tool.result && <EngagementResults report={tool.result} copy={tool.copy} lang={lang} />}
    </>
  );
}
