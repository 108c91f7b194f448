import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { itGives } from "~/test/cases";
import { buttonNamed } from "~/test/copy-button-name";
import { CopyButton, copiedLabel } from "./copy-button";

describe("copiedLabel", () => {
  itGives(copiedLabel, {
    "puts the visible Copied! first and keeps what was copied": [
      ["Copy caption 3", "Copied! caption 3"],
      ["Copy all 30 hashtags", "Copied! all 30 hashtags"],
      ["Copy Idea", "Copied! Idea"],
      ["Copy link to share this post", "Copied! link to share this post"],
      ["copy username priya.travels", "Copied! username priya.travels"],
    ],
    "is just Copied! when there is no context to keep": [["Copy", "Copied!"]],
    "leaves a word that only starts with copy alone": [["Copywriting tips", "Copied! Copywriting tips"]],
  });
});

describe("CopyButton", () => {
  it("is named by its label and shows its text until copied", () => {
    render(<CopyButton label="Copy caption 3" copied={false} onCopy={() => {}} />);
    expect(buttonNamed("Copy caption 3").textContent).toBe("Copy");
  });

  it("says Copied! both on screen and in its name while copied, keeping which item it was", () => {
    render(<CopyButton label="Copy caption 3" copied onCopy={() => {}} />);
    const button = buttonNamed("Copied! caption 3");
    expect(button.textContent).toBe("Copied!");
    expect(button.dataset.copied).toBe("true");
  });

  it("reports the click", () => {
    const onCopy = vi.fn();
    render(<CopyButton label="Copy Idea" text="Copy Idea" variant="primary" copied={false} onCopy={onCopy} />);
    buttonNamed("Copy Idea").click();
    expect(onCopy).toHaveBeenCalledOnce();
  });
});
