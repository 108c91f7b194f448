import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ImageDropZone } from "./image-drop-zone";

const png = (name: string) => new File(["x"], name, { type: "image/png" });

function setup(multiple = false) {
  const onFiles = vi.fn<(files: File[]) => void>();
  render(
    <ImageDropZone
      inputId="pick"
      label="Choose thumbnail A"
      hint="or drop it here"
      multiple={multiple}
      onFiles={onFiles}
    />,
  );
  const button = screen.getByRole("button", { name: "Choose thumbnail A" });
  const input = document.getElementById("pick") as HTMLInputElement;
  return { onFiles, button, input };
}

describe("ImageDropZone", () => {
  it("is one button, described by its hint, that opens the hidden file picker", async () => {
    const { button, input } = setup();
    expect(button.getAttribute("aria-describedby")).toBe(screen.getByText("or drop it here").id);
    expect(input.hidden).toBe(true);
    const click = vi.spyOn(input, "click");
    await userEvent.click(button);
    expect(click).toHaveBeenCalledOnce();
  });

  it("hands over picked files and clears the input so the same file counts again", async () => {
    const { onFiles, input } = setup(true);
    expect(input.multiple).toBe(true);
    await userEvent.upload(input, [png("a.png"), png("b.png")]);
    expect(onFiles).toHaveBeenCalledOnce();
    expect(onFiles.mock.calls[0]?.[0].map((f) => f.name)).toEqual(["a.png", "b.png"]);
    expect(input.value).toBe("");
  });

  it("takes dropped files and marks itself while something is dragged over it", () => {
    const { onFiles, button } = setup();
    fireEvent.dragEnter(button, { dataTransfer: { files: [] } });
    expect(button.dataset.over).toBe("true");
    fireEvent.drop(button, { dataTransfer: { files: [png("drop.png")] } });
    expect(button.dataset.over).toBeUndefined();
    expect(onFiles.mock.calls[0]?.[0].map((f) => f.name)).toEqual(["drop.png"]);
  });

  it("ignores a drop with no files in it", () => {
    const { onFiles, button } = setup();
    fireEvent.drop(button, { dataTransfer: { files: [] } });
    expect(onFiles).not.toHaveBeenCalled();
  });
});
