import { Link } from "react-router";
import { NumberField } from "~/components/number-field";
import { SelectField } from "~/components/select-field";
import { CalculatorForm, FieldPair } from "~/components/tool-form-frame";
import { useLang, useLocalPath } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { toolById } from "~/tools/registry";
import { ENGAGEMENT_CALCULATOR_ID } from "./instagram-sponsorship-rate-calculator.data";
import {
  RATE_FIELDS_IN,
  checkRate,
  methodHint,
  methodPlaceholders,
  previewDefaults,
} from "./instagram-sponsorship-rate-calculator.form";
import { RateResults } from "./instagram-sponsorship-rate-calculator.results";
import { RATE_WORDS } from "./words";

// Found through the registry by id, like related-tool links: one tool never imports another.
const engagementCalculator = toolById(ENGAGEMENT_CALCULATOR_ID);

// The method's figures, in the order they are worked in; a blank one shows the default it stands for.
const METHOD_BOXES = [
  ["rate-base-low", "baseRateLow"],
  ["rate-base-high", "baseRateHigh"],
  ["rate-engagement-multiplier", "engagementMultiplier"],
  ["rate-niche-multiplier", "nicheMultiplier"],
  ["rate-format-multiplier", "formatMultiplier"],
] as const;

export default function InstagramSponsorshipRateCalculator() {
  const lang = useLang();
  const localPath = useLocalPath();
  const words = RATE_WORDS[lang];
  const tool = useToolForm({ fields: RATE_FIELDS_IN[lang], parse: (values) => checkRate(values, lang) });
  const defaults = previewDefaults(tool.values);
  const placeholders = methodPlaceholders(defaults);

  return (
    <>
      <CalculatorForm tool={tool} submitLabel={words.submit}>
        <FieldPair>
          <NumberField id="rate-followers" {...tool.field("followers")} />
          <div className="grid content-start gap-1">
            <NumberField id="rate-engagement" inputMode="decimal" {...tool.field("engagementRate")} />
            {engagementCalculator && (
              <p className="text-[0.9rem]">
                {words.notSure}
                <Link to={localPath(engagementCalculator.path)}>{words.engagementLink}</Link>
                {words.linkEnd}
              </p>
            )}
          </div>
        </FieldPair>
        <SelectField id="rate-format" {...tool.choice("format")} />
        <FieldPair>
          <NumberField id="rate-views" {...tool.field("views")} />
          <SelectField id="rate-niche" {...tool.choice("niche")} />
        </FieldPair>
        <fieldset
          className="grid gap-3 rounded-[0.8rem] border border-line p-3 sm:p-4"
          aria-describedby="rate-method-defaults"
        >
          <legend className="px-1 font-bold">{words.method}</legend>
          <p className="text-[0.9rem] text-muted" id="rate-method-defaults">
            {methodHint(defaults, lang)}
          </p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {METHOD_BOXES.map(([id, name]) => (
              <NumberField
                key={name}
                id={id}
                inputMode="decimal"
                {...tool.field(name)}
                placeholder={placeholders[name] ?? ""}
              />
            ))}
          </div>
        </fieldset>
      </CalculatorForm>
      {tool.result && <RateResults report={tool.result} copy={tool.copy} lang={lang} />}
    </>
  );
}
