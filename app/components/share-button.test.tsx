import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { buttonNamed } from "~/test/copy-button-name";
import { ShareButton } from "./share-button";
import { fakeClipboard } from "~/test/fake-clipboard";

const writeText = fakeClipboard();

describe("ShareButton", () => {
  it("copies the article's address and then says Copied! on screen and in its name", async () => {
    render(<ShareButton slug="viral-reels-secrets" />);
    const share = buttonNamed("Copy link to share this post");
    expect(share.textContent).toBe("Share");
    await userEvent.click(share);
    expect(writeText).toHaveBeenCalledWith(`${site.origin}/blog/viral-reels-secrets`);
    expect(buttonNamed("Copied! link to share this post").textContent).toBe("Copied!");
  });
});
