import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useCopy } from "~/lib/form/use-copy";
import { buttonNamed } from "~/test/copy-button-name";
import { ResultCard } from "./result-card";
import { fakeClipboard } from "~/test/fake-clipboard";

const writeText = fakeClipboard();

function Card({ copyLabel, copyText }: { copyLabel: string; copyText?: string }) {
  const copy = useCopy();
  return (
    <ResultCard
      title="Your idea"
      status="Idea ready."
      text="Film your thali from above, one katori at a time."
      copy={copy}
      copiedMessage="The idea is on your clipboard."
      copyLabel={copyLabel}
      copyText={copyText}
    />
  );
}

describe("ResultCard", () => {
  it("shows its label as the button text when there is no shorter text, and keeps it after Copied!", async () => {
    render(<Card copyLabel="Copy Idea" />);
    expect(buttonNamed("Copy Idea").textContent).toBe("Copy Idea");
    await userEvent.click(buttonNamed("Copy Idea"));
    expect(writeText).toHaveBeenCalledWith("Film your thali from above, one katori at a time.");
    expect(buttonNamed("Copied! Idea").textContent).toBe("Copied!");
  });

  it("with a short visible text, the name still says what is copied, before and after", async () => {
    render(<Card copyLabel="Copy niche" copyText="Copy" />);
    expect(buttonNamed("Copy niche").textContent).toBe("Copy");
    await userEvent.click(buttonNamed("Copy niche"));
    expect(buttonNamed("Copied! niche").textContent).toBe("Copied!");
  });
});
