import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useCopy } from "~/lib/form/use-copy";
import { buttonNamed } from "~/test/copy-button-name";
import { HashtagResults } from "./hashtag-results";
import { fakeClipboard } from "~/test/fake-clipboard";

const writeText = fakeClipboard();

const tags = ["streetfood", "mumbaifood", "vadapav", "foodiesofindia", "indianfood", "foodreels"];

function Hashtags() {
  const copy = useCopy();
  return (
    <HashtagResults
      tags={tags}
      copy={copy}
      note="Paste them under your caption."
      copyAllLabel={`Copy all ${tags.length} hashtags`}
      copyAllText="Copy All"
      subsets={[{ key: "top", label: "Copy top 5 hashtags", text: "Copy top 5", tags: tags.slice(0, 5) }]}
    />
  );
}

describe("HashtagResults", () => {
  it("names Copy All and Copy top 5 by what they copy; each says Copied! in its name when copied", async () => {
    render(<Hashtags />);
    expect(buttonNamed("Copy all 6 hashtags").textContent).toBe("Copy All");
    expect(buttonNamed("Copy top 5 hashtags").textContent).toBe("Copy top 5");

    await userEvent.click(buttonNamed("Copy top 5 hashtags"));
    expect(writeText).toHaveBeenLastCalledWith("#streetfood #mumbaifood #vadapav #foodiesofindia #indianfood");
    expect(buttonNamed("Copied! top 5 hashtags").textContent).toBe("Copied!");
    expect(buttonNamed("Copy all 6 hashtags").textContent).toBe("Copy All");

    await userEvent.click(buttonNamed("Copy all 6 hashtags"));
    expect(buttonNamed("Copied! all 6 hashtags").textContent).toBe("Copied!");
    expect(buttonNamed("Copy top 5 hashtags").textContent).toBe("Copy top 5");
    expect(screen.getAllByRole("button", { name: /^Copied!/ })).toHaveLength(1);
  });
});
