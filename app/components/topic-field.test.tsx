import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useToolForm } from "~/lib/form/use-tool-form";
import { TOPIC_LABEL, TOPIC_MAX_LENGTH, TopicField, topicField } from "./topic-field";

const FIELDS = { topic: topicField({ hint: "Optional: a dish, a place, a game.", placeholder: "e.g. biryani" }) };

function Form() {
  const tool = useToolForm({ fields: FIELDS, parse: ({ topic }) => ({ input: topic }) });
  return (
    <form>
      <TopicField id="caption-topic" {...tool.field("topic")} />
      <output>{tool.values.topic}</output>
    </form>
  );
}

describe("TopicField", () => {
  it("shows the words its spec declares: the decided question, the tool's hint and placeholder", async () => {
    render(<Form />);
    const input = screen.getByRole("textbox", { name: TOPIC_LABEL });
    expect(TOPIC_LABEL).toBe("What is your post about?");
    expect(FIELDS.topic.label).toBe(TOPIC_LABEL);
    const hint = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("Optional: a dish, a place, a game.");
    expect(input.getAttribute("placeholder")).toBe("e.g. biryani");
    expect(input.getAttribute("name")).toBe("topic");
    expect(input.getAttribute("maxlength")).toBe(String(TOPIC_MAX_LENGTH));
    expect(FIELDS.topic.maxLength).toBe(TOPIC_MAX_LENGTH);
    expect(input.hasAttribute("required")).toBe(false);
    await userEvent.type(input, "goa trip");
    expect(screen.getByRole("status").textContent).toBe("goa trip");
  });
});
