import { NumberField } from "~/components/number-field";
import { SelectField } from "~/components/select-field";
import { CalculatorForm, FieldPair } from "~/components/tool-form-frame";
import { useLang } from "~/lib/lang/use-lang";
import { type ToolForm, useToolForm } from "~/lib/form/use-tool-form";
import { MONEY_FIELDS_IN, checkMoney, typicalFor } from "./youtube-money-calculator.form";
import { type MoneyField, formatRpm } from "./youtube-money-calculator.logic";
import { MoneyResults } from "./youtube-money-calculator.results";
import { MONEY_WORDS } from "./words";

type MoneyTool = ToolForm<MoneyField, unknown>;

/** One kind of video's RPM: its default range in words, then a low and a high box showing that range. */
function RpmFieldset({
  tool,
  id,
  legend,
  typical,
  choose,
  range,
  low,
  high,
}: {
  tool: MoneyTool;
  /** Stem of the ids: `${id}-typical`, `${id}-low`, `${id}-high`. */
  id: string;
  legend: string;
  /** The category's default in a sentence; none until a category is chosen. */
  typical: string | undefined;
  /** Said until a category is chosen. */
  choose: string;
  range: { low: number; high: number } | undefined;
  low: MoneyField;
  high: MoneyField;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-typical`}>
      <legend className="font-semibold">{legend}</legend>
      <p id={`${id}-typical`} className="text-[0.9rem] text-muted">
        {typical ?? choose}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <NumberField id={`${id}-low`} inputMode="decimal" {...tool.field(low)} placeholder={String(range?.low ?? "")} />
        <NumberField
          id={`${id}-high`}
          inputMode="decimal"
          {...tool.field(high)}
          placeholder={String(range?.high ?? "")}
        />
      </div>
    </fieldset>
  );
}

export default function YoutubeMoneyCalculator() {
  const lang = useLang();
  const words = MONEY_WORDS[lang];
  const tool = useToolForm({ fields: MONEY_FIELDS_IN[lang], parse: (values) => checkMoney(values, lang) });
  const typical = typicalFor(tool.values.category);
  const categoryName = typical ? (words.categories?.[typical.category.id] ?? typical.category.label) : "";

  return (
    <>
      <CalculatorForm tool={tool} submitLabel={words.submit}>
        <FieldPair>
          <NumberField id="money-daily-views" {...tool.field("dailyViews")} />
          <NumberField id="money-shorts-share" inputMode="decimal" {...tool.field("shortsPercent")} />
        </FieldPair>
        <SelectField id="money-category" {...tool.choice("category")} />
        <div className="grid gap-3 rounded-[0.8rem] border border-line p-3 sm:p-4">
          <h2 className="font-bold">{words.rpmHeading}</h2>
          <p className="text-[0.9rem] text-muted">{words.rpmLead}</p>
          <RpmFieldset
            tool={tool}
            id="money-long-form"
            legend={words.longForm}
            typical={typical ? words.longFormDefault(categoryName, formatRpm(typical.longForm)) : undefined}
            choose={words.chooseCategory}
            range={typical?.longForm}
            low="longFormRpmLow"
            high="longFormRpmHigh"
          />
          <RpmFieldset
            tool={tool}
            id="money-shorts"
            legend={words.shorts}
            typical={typical ? words.shortsDefault(categoryName, formatRpm(typical.shorts)) : undefined}
            choose={words.chooseCategory}
            range={typical?.shorts}
            low="shortsRpmLow"
            high="shortsRpmHigh"
          />
        </div>
      </CalculatorForm>
      {tool.result && <MoneyResults report={tool.result} copy={tool.copy} lang={lang} />}
    </>
  );
}
