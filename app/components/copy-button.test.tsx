import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buttonNamed } from "~/test/copy-button-name";
import { CopyButton, copiedLabel } from "./copy-button";

describe("copiedLabel", () => {
  it("puts the visible Copied! first and keeps what was copied", () => {
    expect(copiedLabel("Copy caption 3")).toBe("Copied! caption 3");
    expect(copiedLabel("Copy all 30 hashtags")).toBe("Copied! all 30 hashtags");
    expect(copiedLabel("Copy Idea")).toBe("Copied! Idea");
    expect(copiedLabel("Copy link to share this post")).toBe("Copied! link to share this post");
    expect(copiedLabel("copy username priya.travels")).toBe("Copied! username priya.travels");
  });

  it("is just Copied! when there is no context to keep", () => {
    expect(copiedLabel("Copy")).toBe("Copied!");
  });

  it("leaves a word that only starts with copy alone", () => {
    expect(copiedLabel("Copywriting tips")).toBe("Copied! Copywriting tips");
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
