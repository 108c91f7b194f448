import { Link } from "react-router";
import { NumberField } from "~/components/number-field";
import { SelectField } from "~/components/select-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { useToolForm } from "~/lib/use-tool-form";
import engagementCalculator from "~/tools/instagram-engagement-rate-calculator/tool";
import { FORMATS } from "./instagram-sponsorship-rate-calculator.data";
import { RATE_FIELDS, checkRate, methodHint, previewDefaults } from "./instagram-sponsorship-rate-calculator.form";
import { RateResults } from "./instagram-sponsorship-rate-calculator.results";

const FORMAT_OPTIONS = FORMATS.map((format) => ({ value: format.id, label: format.label }));

export default function InstagramSponsorshipRateCalculator() {
  const tool = useToolForm({ fields: RATE_FIELDS, parse: checkRate });
  const defaults = previewDefaults(tool.values);

  return (
    <>
      <ToolFormFrame
        form={tool.formProps}
        loading={tool.loading}
        submitLabel="Estimate My Rate"
        loadingLabel="Estimating..."
      >
        <div className="grid gap-4 md:grid-cols-2">
          <NumberField
            id="rate-followers"
            label="Followers"
            hint="12500, 12.5k or 1.2 lakh all work."
            placeholder="e.g. 25k"
            {...tool.field("followers")}
          />
          <div className="grid content-start gap-1">
            <NumberField
              id="rate-engagement"
              label="Engagement rate (%)"
              hint="Likes and comments per post as a share of followers."
              placeholder="e.g. 3.5"
              inputMode="decimal"
              {...tool.field("engagementRate")}
            />
            <p className="text-[0.9rem]">
              Not sure? <Link to={engagementCalculator.path}>Work it out with the engagement rate calculator</Link>.
            </p>
          </div>
        </div>
        <SelectField
          id="rate-format"
          label="Format"
          placeholder="Choose a format"
          options={FORMAT_OPTIONS}
          {...tool.field("format")}
        />
        <fieldset
          className="grid gap-3 rounded-[0.8rem] border border-line p-3 sm:p-4"
          aria-describedby="rate-method-defaults"
        >
          <legend className="px-1 font-bold">The method</legend>
          <p className="text-[0.9rem] text-muted" id="rate-method-defaults">
            {methodHint(defaults)}
          </p>
          <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-4">
            <NumberField
              id="rate-base-low"
              label="Base rate, low (₹)"
              inputMode="decimal"
              placeholder={defaults ? String(defaults.baseRate.low) : ""}
              {...tool.field("baseRateLow")}
            />
            <NumberField
              id="rate-base-high"
              label="Base rate, high (₹)"
              inputMode="decimal"
              placeholder={defaults ? String(defaults.baseRate.high) : ""}
              {...tool.field("baseRateHigh")}
            />
            <NumberField
              id="rate-engagement-multiplier"
              label="Engagement multiplier"
              inputMode="decimal"
              placeholder={defaults ? String(defaults.engagementMultiplier) : ""}
              {...tool.field("engagementMultiplier")}
            />
            <NumberField
              id="rate-format-multiplier"
              label="Format multiplier"
              inputMode="decimal"
              placeholder={defaults ? String(defaults.format.multiplier) : ""}
              {...tool.field("formatMultiplier")}
            />
          </div>
        </fieldset>
      </ToolFormFrame>
      {tool.result && <RateResults report={tool.result} copy={tool.copy} />}
    </>
  );
}
