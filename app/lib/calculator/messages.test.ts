import { describe, expect, it } from "vitest";
import { numberField } from "../field-messages";
import { calculatorMessages, spokenLabel } from "./messages";

describe("calculator messages", () => {
  it("drops a unit in brackets from a label, and nothing else", () => {
    expect(spokenLabel("Engagement rate (%)")).toBe("Engagement rate");
    expect(spokenLabel("Base rate, low (₹)")).toBe("Base rate, low");
    expect(spokenLabel("Daily views")).toBe("Daily views");
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
