import { Link } from "react-router";
import { NumberField } from "~/components/number-field";
import { SelectField } from "~/components/select-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { useToolForm } from "~/lib/use-tool-form";
import { toolById } from "~/tools/registry";
import { ENGAGEMENT_CALCULATOR_ID } from "./instagram-sponsorship-rate-calculator.data";
import {
  RATE_FIELDS,
  checkRate,
  methodHint,
  methodPlaceholders,
  previewDefaults,
} from "./instagram-sponsorship-rate-calculator.form";
import { RateResults } from "./instagram-sponsorship-rate-calculator.results";

// Found through the registry by id, like related-tool links: one tool never imports another.
const engagementCalculator = toolById(ENGAGEMENT_CALCULATOR_ID);

export default function InstagramSponsorshipRateCalculator() {
  const tool = useToolForm({ fields: RATE_FIELDS, parse: checkRate });
  const defaults = previewDefaults(tool.values);
  const placeholders = methodPlaceholders(defaults);

  return (
    <>
      <ToolFormFrame
        form={tool.formProps}
        loading={tool.loading}
        submitLabel="Estimate My Rate"
        loadingLabel="Estimating..."
      >
        <div className="grid gap-4 md:grid-cols-2">
          <NumberField id="rate-followers" {...tool.field("followers")} />
          <div className="grid content-start gap-1">
            <NumberField id="rate-engagement" inputMode="decimal" {...tool.field("engagementRate")} />
            {engagementCalculator && (
              <p className="text-[0.9rem]">
                Not sure? <Link to={engagementCalculator.path}>Work it out with the engagement rate calculator</Link>.
              </p>
            )}
          </div>
        </div>
        <SelectField id="rate-format" {...tool.choice("format")} />
        <div className="grid gap-4 md:grid-cols-2">
          <NumberField id="rate-views" {...tool.field("views")} />
          <SelectField id="rate-niche" {...tool.choice("niche")} />
        </div>
        <fieldset
          className="grid gap-3 rounded-[0.8rem] border border-line p-3 sm:p-4"
          aria-describedby="rate-method-defaults"
        >
          <legend className="px-1 font-bold">The method</legend>
          <p className="text-[0.9rem] text-muted" id="rate-method-defaults">
            {methodHint(defaults)}
          </p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <NumberField
              id="rate-base-low"
              inputMode="decimal"
              {...tool.field("baseRateLow")}
              placeholder={placeholders.baseRateLow ?? ""}
            />
            <NumberField
              id="rate-base-high"
              inputMode="decimal"
              {...tool.field("baseRateHigh")}
              placeholder={placeholders.baseRateHigh ?? ""}
            />
            <NumberField
              id="rate-engagement-multiplier"
              inputMode="decimal"
              {...tool.field("engagementMultiplier")}
              placeholder={placeholders.engagementMultiplier ?? ""}
            />
            <NumberField
              id="rate-niche-multiplier"
              inputMode="decimal"
              {...tool.field("nicheMultiplier")}
              placeholder={placeholders.nicheMultiplier ?? ""}
            />
            <NumberField
              id="rate-format-multiplier"
              inputMode="decimal"
              {...tool.field("formatMultiplier")}
              placeholder={placeholders.formatMultiplier ?? ""}
            />
          </div>
        </fieldset>
      </ToolFormFrame>
      {tool.result && <RateResults report={tool.result} copy={tool.copy} />}
    </>
  );
}
