import { NumberField } from "~/components/number-field";
import { SelectField } from "~/components/select-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { useToolForm } from "~/lib/use-tool-form";
import { MONEY_FIELDS, checkMoney, typicalFor } from "./youtube-money-calculator.form";
import { formatRpm } from "./youtube-money-calculator.logic";
import { MoneyResults } from "./youtube-money-calculator.results";

export default function YoutubeMoneyCalculator() {
  const tool = useToolForm({ fields: MONEY_FIELDS, parse: checkMoney });
  const typical = typicalFor(tool.values.category);
  const placeholder = (value: number | undefined) => (value === undefined ? "" : String(value));

  return (
    <>
      <ToolFormFrame
        form={tool.formProps}
        loading={tool.loading}
        submitLabel="Estimate Earnings"
        loadingLabel="Estimating..."
      >
        <div className="grid gap-4 md:grid-cols-2">
          <NumberField id="money-daily-views" {...tool.field("dailyViews")} />
          <NumberField id="money-shorts-share" inputMode="decimal" {...tool.field("shortsPercent")} />
        </div>
        <SelectField id="money-category" {...tool.choice("category")} />
        <div className="grid gap-3 rounded-[0.8rem] border border-line p-3 sm:p-4">
          <h2 className="font-bold">The RPM it assumes (₹ per 1,000 views)</h2>
          <p className="text-[0.9rem] text-muted">
            Blank boxes use the range drawn from published figures. For your real figure, copy the RPM from YouTube
            Studio (Analytics → Revenue) into both boxes.
          </p>
          <fieldset className="grid gap-2" aria-describedby="money-long-form-typical">
            <legend className="font-semibold">Long-form videos</legend>
            <p id="money-long-form-typical" className="text-[0.9rem] text-muted">
              {typical
                ? `Default for ${typical.category.label}: ${formatRpm(typical.longForm)}.`
                : "Choose a category to see its default range."}
            </p>
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                id="money-long-form-low"
                inputMode="decimal"
                {...tool.field("longFormRpmLow")}
                placeholder={placeholder(typical?.longForm.low)}
              />
              <NumberField
                id="money-long-form-high"
                inputMode="decimal"
                {...tool.field("longFormRpmHigh")}
                placeholder={placeholder(typical?.longForm.high)}
              />
            </div>
          </fieldset>
          <fieldset className="grid gap-2" aria-describedby="money-shorts-typical">
            <legend className="font-semibold">Shorts</legend>
            <p id="money-shorts-typical" className="text-[0.9rem] text-muted">
              {typical
                ? `Default for Shorts in ${typical.category.label}: ${formatRpm(typical.shorts)}.`
                : "Choose a category to see its default range."}
            </p>
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                id="money-shorts-low"
                inputMode="decimal"
                {...tool.field("shortsRpmLow")}
                placeholder={placeholder(typical?.shorts.low)}
              />
              <NumberField
                id="money-shorts-high"
                inputMode="decimal"
                {...tool.field("shortsRpmHigh")}
                placeholder={placeholder(typical?.shorts.high)}
              />
            </div>
          </fieldset>
        </div>
      </ToolFormFrame>
      {tool.result && <MoneyResults report={tool.result} copy={tool.copy} />}
    </>
  );
}
