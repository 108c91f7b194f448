import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { useCopy } from "~/lib/form/use-copy";
import { buttonNamed } from "~/test/copy-button-name";
import { planText } from "./growth-plan";
import { growthPlanFor } from "./growth-plan.logic";
import { GrowthPlanView } from "./growth-plan-view";
import { fakeClipboard } from "~/test/fake-clipboard";

const writeText = fakeClipboard();

const PLAN = growthPlanFor("Food", "Reels", "masala dosa", seededRng(1));
const TITLE = "Your Food Reels strategy for masala dosa";

function View() {
  const copy = useCopy();
  return <GrowthPlanView plan={PLAN} title={TITLE} status="Your four-week plan is ready." copy={copy} />;
}

describe("GrowthPlanView", () => {
  it("shows the plan as an ordered list of weeks, each with a heading, a list of days and a check", () => {
    render(<View />);
    const region = screen.getByRole("region", { name: TITLE });
    expect(within(region).getByRole("status").textContent).toBe("Your four-week plan is ready.");
    const [weeks] = within(region).getAllByRole("list");
    expect(weeks?.tagName).toBe("OL");
    const items = within(weeks as HTMLElement).getAllByTestId("plan-week");
    expect(items).toHaveLength(4);
    items.forEach((item, index) => {
      const week = PLAN.weeks[index];
      expect(within(item).getByRole("heading", { level: 3 }).textContent).toBe(
        `Week ${String(index + 1)}: ${week?.goal ?? ""}`,
      );
      const actions = within(item).getAllByTestId("plan-action");
      expect(actions.map((action) => action.parentElement?.tagName)).toEqual(actions.map(() => "UL"));
      expect(actions.map((action) => action.textContent)).toEqual(week?.actions.map((a) => `${a.day}${a.text}`));
      expect(within(item).getByTestId("plan-check").textContent).toBe(
        `Check at the end of the week: ${week?.check ?? ""}`,
      );
    });
  });

  it("copies the whole plan as text with one button", async () => {
    render(<View />);
    await userEvent.click(buttonNamed("Copy Strategy"));
    expect(writeText).toHaveBeenCalledWith(planText(PLAN, TITLE));
    expect(buttonNamed("Copied! Strategy").textContent).toBe("Copied!");
  });
});
