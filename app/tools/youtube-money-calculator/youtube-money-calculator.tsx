import { FieldError, INVALID_BORDER, NumberField } from "~/components/number-field";
import { SelectField } from "~/components/select-field";
import { ToolForm } from "~/components/tool-form";
import { useCalculatorForm } from "~/lib/use-calculator-form";
import { CATEGORIES, SHORTS_RPM } from "./youtube-money-calculator.data";
import { MONEY_FIELDS, checkMoney, typicalLongForm } from "./youtube-money-calculator.form";
import { type MoneyField, formatRpm } from "./youtube-money-calculator.logic";
import { MoneyResults } from "./youtube-money-calculator.results";

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category.id, label: category.label }));

export default function YoutubeMoneyCalculator() {
  const tool = useCalculatorForm({ fields: MONEY_FIELDS, check: checkMoney, produce: (report) => report });
  const numberProps = (name: MoneyField) => ({ ...tool.field(name), error: tool.errorOf(name) });
  const category = typicalLongForm(tool.values.category);

  return (
    <>
      <ToolForm
        form={tool.formProps}
        loading={tool.loading}
        submitLabel="Estimate Earnings"
        loadingLabel="Estimating..."
      >
        <div className="grid gap-4 md:grid-cols-2">
          <NumberField
            id="money-daily-views"
            label="Daily views"
            hint="YouTube Studio shows views for the last 28 days: divide by 28. 12,000, 12k or 1.2 lakh all work."
            placeholder="e.g. 12k"
            {...numberProps("dailyViews")}
          />
          <NumberField
            id="money-shorts-share"
            label="Shorts share (%)"
            hint="How many of those views are Shorts. Blank counts as 0%."
            placeholder="0"
            inputMode="decimal"
            {...numberProps("shortsPercent")}
          />
        </div>
        <div className={`grid content-start gap-1 ${INVALID_BORDER}`}>
          <SelectField
            id="money-category"
            label="Content category"
            placeholder="Choose a category"
            options={CATEGORY_OPTIONS}
            aria-invalid={tool.errorOf("category") ? true : undefined}
            aria-describedby={tool.errorOf("category") ? "money-category-error" : undefined}
            {...tool.field("category")}
          />
          <FieldError id="money-category-error" message={tool.errorOf("category")} />
        </div>
        <div className="grid gap-3 rounded-[0.8rem] border border-line p-3 sm:p-4">
          <h2 className="font-bold">The RPM it assumes (₹ per 1,000 views)</h2>
          <p className="text-[0.9rem] text-muted">
            Blank boxes use the typical range. For your real figure, copy the RPM from YouTube Studio (Analytics →
            Revenue) into both boxes.
          </p>
          <fieldset className="grid gap-2" aria-describedby="money-long-form-typical">
            <legend className="font-semibold">Long-form videos</legend>
            <p id="money-long-form-typical" className="text-[0.9rem] text-muted">
              {category
                ? `Typical for ${category.label}: ${formatRpm(category.longFormRpm)}.`
                : "Choose a category to see its typical range."}
            </p>
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                id="money-long-form-low"
                label="Low"
                inputMode="decimal"
                placeholder={category ? String(category.longFormRpm.low) : ""}
                {...numberProps("longFormRpmLow")}
              />
              <NumberField
                id="money-long-form-high"
                label="High"
                inputMode="decimal"
                placeholder={category ? String(category.longFormRpm.high) : ""}
                {...numberProps("longFormRpmHigh")}
              />
            </div>
          </fieldset>
          <fieldset className="grid gap-2" aria-describedby="money-shorts-typical">
            <legend className="font-semibold">Shorts</legend>
            <p id="money-shorts-typical" className="text-[0.9rem] text-muted">
              Typical for Shorts in any category: {formatRpm(SHORTS_RPM)}.
            </p>
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                id="money-shorts-low"
                label="Low"
                inputMode="decimal"
                placeholder={String(SHORTS_RPM.low)}
                {...numberProps("shortsRpmLow")}
              />
              <NumberField
                id="money-shorts-high"
                label="High"
                inputMode="decimal"
                placeholder={String(SHORTS_RPM.high)}
                {...numberProps("shortsRpmHigh")}
              />
            </div>
          </fieldset>
        </div>
      </ToolForm>
      {tool.result && <MoneyResults report={tool.result} copy={tool.copy} />}
    </>
  );
}
