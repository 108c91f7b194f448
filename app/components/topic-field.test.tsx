import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TOPIC_LABEL, TOPIC_MAX_LENGTH, TopicField } from "./topic-field";

function Form() {
  const [value, setValue] = useState("");
  return (
    <form>
      <TopicField
        id="caption-topic"
        name="topic"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        hint="Optional: a dish, a place, a game."
        placeholder="e.g. biryani"
      />
      <output>{value}</output>
    </form>
  );
}

describe("TopicField", () => {
  it("is labelled with the decided question, described by its hint and named topic in the form", async () => {
    render(<Form />);
    const input = screen.getByRole("textbox", { name: TOPIC_LABEL });
    expect(TOPIC_LABEL).toBe("What is your post about?");
    const hint = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("Optional: a dish, a place, a game.");
    expect(input.getAttribute("name")).toBe("topic");
    expect(input.getAttribute("maxlength")).toBe(String(TOPIC_MAX_LENGTH));
    expect(input.hasAttribute("required")).toBe(false);
    await userEvent.type(input, "goa trip");
    expect(screen.getByRole("status").textContent).toBe("goa trip");
  });
});
