import { NumberField } from "~/components/number-field";
import { SelectField } from "~/components/select-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { useToolForm } from "~/lib/use-tool-form";
import { CATEGORIES, SHORTS_RPM } from "./youtube-money-calculator.data";
import { MONEY_FIELDS, checkMoney, typicalLongForm } from "./youtube-money-calculator.form";
import { formatRpm } from "./youtube-money-calculator.logic";
import { MoneyResults } from "./youtube-money-calculator.results";

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category.id, label: category.label }));

export default function YoutubeMoneyCalculator() {
  const tool = useToolForm({ fields: MONEY_FIELDS, parse: checkMoney });
  const category = typicalLongForm(tool.values.category);

  return (
    <>
      <ToolFormFrame
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
            {...tool.field("dailyViews")}
          />
          <NumberField
            id="money-shorts-share"
            label="Shorts share (%)"
            hint="How many of those views are Shorts. Blank counts as 0%."
            placeholder="0"
            inputMode="decimal"
            {...tool.field("shortsPercent")}
          />
        </div>
        <SelectField
          id="money-category"
          label="Content category"
          placeholder="Choose a category"
          options={CATEGORY_OPTIONS}
          {...tool.field("category")}
        />
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
                {...tool.field("longFormRpmLow")}
              />
              <NumberField
                id="money-long-form-high"
                label="High"
                inputMode="decimal"
                placeholder={category ? String(category.longFormRpm.high) : ""}
                {...tool.field("longFormRpmHigh")}
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
                {...tool.field("shortsRpmLow")}
              />
              <NumberField
                id="money-shorts-high"
                label="High"
                inputMode="decimal"
                placeholder={String(SHORTS_RPM.high)}
                {...tool.field("shortsRpmHigh")}
              />
            </div>
          </fieldset>
        </div>
      </ToolFormFrame>
      {tool.result && <MoneyResults report={tool.result} copy={tool.copy} />}
    </>
  );
}
