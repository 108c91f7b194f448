import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { numberField } from "~/lib/form/field-messages";
import { calculatorMessages, spokenLabel } from "./messages";

describe("calculator messages", () => {
  itGives(spokenLabel, {
    "drops a unit in brackets from a label, and nothing else": [
      ["Engagement rate (%)", "Engagement rate"],
      ["Base rate, low (₹)", "Base rate, low"],
      ["Daily views", "Daily views"],
    ],
  });
  it("names the field in the toast line unless the message already does", () => {
    const fields = { rate: numberField("Engagement rate (%)"), views: numberField("Daily views") };
    expect(
      calculatorMessages(fields, [
        { field: "rate", message: "Please enter your engagement rate." },
        { field: "views", message: "The number can't be negative." },
      ]),
    ).toEqual([
      { field: "rate", message: "Please enter your engagement rate.", summary: "Please enter your engagement rate." },
      {
        field: "views",
        message: "The number can't be negative.",
        summary: "Daily views: The number can't be negative.",
      },
    ]);
  });
});
