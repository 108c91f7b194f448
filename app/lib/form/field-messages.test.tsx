import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NumberField } from "~/components/number-field";
import * as toasts from "./toast";
import { checkFailure, labelledMessages, numberField, summaryFor } from "./field-messages";
import type { Parsed } from "./form-fields";
import { useToolForm } from "./use-tool-form";

const FIELDS = { width: numberField("Width"), height: numberField("Height") } as const;
type Name = keyof typeof FIELDS;

/** Both sides must be whole, positive numbers; the answer is the area. */
function check(values: Record<Name, string>): Parsed<number, Name> {
  const errors = (Object.keys(FIELDS) as Name[]).flatMap((field) =>
    /^\d+$/u.test(values[field]) && Number(values[field]) > 0
      ? []
      : [{ field, message: values[field] === "" ? `Please enter the ${field}.` : "Digits only, please." }],
  );
  if (errors.length > 0) return { errors: labelledMessages(FIELDS, errors) };
  return { input: Number(values.width) * Number(values.height) };
}

function Area() {
  const tool = useToolForm({ fields: FIELDS, parse: check });
  return (
    <div>
      <form {...tool.formProps}>
        <NumberField id="width" {...tool.field("width")} />
        <NumberField id="height" {...tool.field("height")} />
        <button type="submit">Calculate</button>
      </form>
      {tool.result !== null && (
        <section aria-label="Area">
          <p>Area {tool.result}</p>
        </section>
      )}
    </div>
  );
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const calculate = () => fireEvent.click(screen.getByRole("button", { name: "Calculate" }));

describe("checkFailure", () => {
  it("shows one message as it is, and counts the rest when there are several", () => {
    expect(checkFailure([{ field: "a", message: "Too big.", summary: "A: Too big." }])).toEqual({
      error: "A: Too big.",
    });
    expect(checkFailure([{ field: "a", message: "Too big." }])).toEqual({ error: "Too big." });
    expect(checkFailure([1, 2].map((n) => ({ field: `f${n}`, message: `M${n}.` })))).toEqual({
      error: "M1. One more field needs a fix, marked in the form.",
    });
    expect(checkFailure([1, 2, 3].map((n) => ({ field: `f${n}`, message: `M${n}.` }))).error).toBe(
      "M1. 2 more fields need a fix, marked in the form.",
    );
  });

  it("names the field in the toast unless the message already does", () => {
    expect(summaryFor("Followers", "Please enter your follower count.")).toBe("Please enter your follower count.");
    expect(summaryFor("Followers", "Please enter a whole number.")).toBe("Followers: Please enter a whole number.");
    expect(summaryFor("Daily views", "Please enter your daily views.")).toBe("Please enter your daily views.");
    expect(
      labelledMessages(FIELDS, [
        { field: "width", message: "Please enter the width." },
        { field: "height", message: "Digits only, please." },
      ]),
    ).toEqual([
      { field: "width", message: "Please enter the width.", summary: "Please enter the width." },
      { field: "height", message: "Digits only, please.", summary: "Height: Digits only, please." },
    ]);
  });

  it("speaks the page's language", () => {
    const errors = [1, 2, 3].map((n) => ({ field: `f${n}`, message: `M${n}।` }));
    expect(checkFailure(errors.slice(0, 2), "hi").error).toBe("M1। एक और फ़ील्ड ठीक करनी है, फ़ॉर्म में उस पर निशान लगा है।");
    expect(checkFailure(errors, "hi").error).toBe("M1। 2 और फ़ील्ड ठीक करनी हैं, फ़ॉर्म में उन पर निशान लगा है।");
    expect(checkFailure([], "hi").error).toBe("नंबर एक बार जांच लें।");
  });
});

describe("useToolForm with field messages (a calculator)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/area");
  });

  it("answers at once, with no loading delay, and writes the fields into the address", () => {
    render(<Area />);
    type("Width", "4");
    type("Height", "5");
    calculate();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText("Area 20")).toBeTruthy();
    expect(window.location.search).toBe("?width=4&height=5");
  });

  it("puts each message beside its field, toasts them, and focuses the first refused field", () => {
    const error = vi.spyOn(toasts, "toastError");
    render(<Area />);
    type("Width", "4");
    type("Height", "tall");
    calculate();
    expect(error).toHaveBeenCalledWith("Height: Digits only, please.", "Oops!");
    expect(input("Width").getAttribute("aria-invalid")).toBeNull();
    expect(input("Height").getAttribute("aria-invalid")).toBe("true");
    expect(input("Height").getAttribute("aria-describedby")).toBe("height-error");
    expect(document.getElementById("height-error")?.textContent).toBe("Digits only, please.");
    expect(document.activeElement).toBe(input("Height"));
    expect(window.location.search).toBe("");
  });

  it("takes a field's message away as soon as it is edited, and keeps the others", () => {
    render(<Area />);
    calculate();
    expect(screen.getByText("Please enter the width.")).toBeTruthy();
    expect(document.activeElement).toBe(input("Width"));
    type("Width", "3");
    expect(screen.queryByText("Please enter the width.")).toBeNull();
    expect(input("Width").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("Please enter the height.")).toBeTruthy();
    // Editing does not pull focus away from where the visitor is typing.
    input("Width").focus();
    type("Width", "31");
    expect(document.activeElement).toBe(input("Width"));
  });

  it("checks a shared address the same way: answer, or messages beside the fields", () => {
    window.history.replaceState(null, "", "/area?width=6&height=7");
    const { unmount } = render(<Area />);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText("Area 42")).toBeTruthy();
    unmount();

    const error = vi.spyOn(toasts, "toastError");
    window.history.replaceState(null, "", "/area?width=-6&height=");
    render(<Area />);
    expect(error).toHaveBeenCalledWith(
      "Width: Digits only, please. One more field needs a fix, marked in the form.",
      "Oops!",
    );
    expect(input("Width").value).toBe("-6");
    expect(screen.getByText("Please enter the height.")).toBeTruthy();
  });
});
