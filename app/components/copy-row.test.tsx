import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useCopy } from "~/lib/form/use-copy";
import { buttonNamed } from "~/test/copy-button-name";
import { CopyRow } from "./copy-row";
import { fakeClipboard } from "~/test/fake-clipboard";

fakeClipboard();

const captions = ["Chai first, everything else later", "Sunday reset, no notifications"];

function Captions() {
  const copy = useCopy();
  return (
    <ul>
      {captions.map((caption, index) => (
        <li key={caption}>
          <CopyRow
            text={caption}
            copy={copy}
            copyKey={String(index)}
            copyLabel={`Copy caption ${index + 1}`}
            copiedMessage="Caption copied to your clipboard."
          />
        </li>
      ))}
    </ul>
  );
}

describe("CopyRow", () => {
  it("names each button after its row, and says Copied! for the copied one only", async () => {
    render(<Captions />);
    expect(buttonNamed("Copy caption 1").textContent).toBe("Copy");
    await userEvent.click(buttonNamed("Copy caption 2"));
    expect(buttonNamed("Copied! caption 2").textContent).toBe("Copied!");
    expect(buttonNamed("Copy caption 1").textContent).toBe("Copy");
    expect(screen.queryByRole("button", { name: "Copy caption 2" })).toBeNull();
  });

  it("hands Copied! on to the next row copied", async () => {
    render(<Captions />);
    await userEvent.click(buttonNamed("Copy caption 1"));
    await userEvent.click(buttonNamed("Copy caption 2"));
    expect(buttonNamed("Copy caption 1").textContent).toBe("Copy");
    expect(buttonNamed("Copied! caption 2").textContent).toBe("Copied!");
  });
});
