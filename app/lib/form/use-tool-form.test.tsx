import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_ADDRESS_LENGTH, fail, leftOutOfAddress } from "./form-fields";
import { GENERATION_DELAY_MS } from "~/lib/page/timing";
import * as toasts from "./toast";
import { en } from "~/content/words/en";
import { useToolForm } from "./use-tool-form";

const FIELDS = {
  keyword: { kind: "text", label: "Keyword", maxLength: 10 },
  category: {
    kind: "choice",
    label: "Category",
    options: [
      { value: "travel", label: "Travel" },
      { value: "food", label: "Food" },
    ],
  },
} as const;

function Tool() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: ({ keyword, category }) => {
      const text = keyword.trim();
      return text ? { input: { text, category } } : fail("Please enter a keyword.");
    },
    produce: ({ text, category }) => `${text.toUpperCase()}${category ? ` in ${category}` : ""}`,
  });
  return (
    <div>
      <form {...tool.formProps}>
        <label htmlFor="keyword">Keyword</label>
        <input id="keyword" {...tool.field("keyword")} />
        <button type="submit">Generate</button>
      </form>
      {tool.loading && <p>Loading</p>}
      {tool.result && (
        <section aria-label="Result">
          <p>{tool.result}</p>
        </section>
      )}
    </div>
  );
}

/** A tool with a long text field, as the post and description generators have. */
function StoryTool() {
  const tool = useToolForm({
    fields: { keyword: FIELDS.keyword, story: { kind: "text", label: "Story", maxLength: 5_000 } },
    parse: ({ keyword }) => (keyword.trim() ? { input: keyword.trim() } : fail("Please enter a keyword.")),
    produce: (text) => text.toUpperCase(),
  });
  return (
    <form {...tool.formProps}>
      <label htmlFor="keyword">Keyword</label>
      <input id="keyword" {...tool.field("keyword")} />
      <label htmlFor="story">Story</label>
      <textarea id="story" {...tool.field("story")} />
      <button type="submit">Generate</button>
      {tool.result && <output>{tool.result}</output>}
    </form>
  );
}

/** A tool whose logic is fetched on first use, as the hashtag tools' is. */
function LazyTool({ load }: { load: () => Promise<{ shout: (text: string) => string }> }) {
  const tool = useToolForm({
    fields: FIELDS,
    parse: ({ keyword }) => (keyword.trim() ? { input: keyword.trim() } : fail("Please enter a keyword.")),
    produce: async (text) => (await load()).shout(text),
    preload: load,
  });
  return (
    <form {...tool.formProps}>
      <label htmlFor="keyword">Keyword</label>
      <input id="keyword" {...tool.field("keyword")} />
      <button type="submit">Generate</button>
      {tool.loading && <p>Loading</p>}
      {tool.result && <output>{tool.result}</output>}
    </form>
  );
}

function setAddress(search: string) {
  window.history.replaceState(null, "", `/tool${search}`);
}

describe("useToolForm", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setAddress("");
  });

  it("runs the loading cycle on submit and writes the fields into the address", () => {
    render(<Tool />);
    fireEvent.change(screen.getByLabelText("Keyword"), { target: { value: "chai" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    expect(screen.getByText("Loading")).toBeTruthy();
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    expect(screen.getByText("CHAI")).toBeTruthy();
    expect(window.location.search).toBe("?keyword=chai");
  });

  it("shows the tool's message for empty input and leaves the address alone", () => {
    const error = vi.spyOn(toasts, "toastError");
    render(<Tool />);
    fireEvent.change(screen.getByLabelText("Keyword"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    expect(error).toHaveBeenCalledWith("Please enter a keyword.", "Oops!");
    expect(window.location.search).toBe("");
  });

  it("answers the address once interactive, fills the form and moves focus to the result", () => {
    setAddress("?keyword=food&category=travel");
    render(<Tool />);
    expect((screen.getByLabelText("Keyword") as HTMLInputElement).value).toBe("food");
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    expect(screen.getByText("FOOD in travel")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Result" }));
  });

  it("gives hostile address values the same checks as typed ones, with the messages together", () => {
    const info = vi.spyOn(toasts, "toast");
    setAddress(`?keyword=${"x".repeat(10_000)}&category=${encodeURIComponent("<b>bad</b>")}`);
    render(<Tool />);
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    expect(screen.getByText("XXXXXXXXXX")).toBeTruthy();
    expect(info).toHaveBeenCalledWith({
      title: "Heads up",
      description:
        "Keyword was cut to its first 10 characters. “<b>bad</b>” is not one of the choices for “Category”, so it was left out.",
    });
    expect(window.location.search).toBe(`?keyword=${"x".repeat(10)}`);
  });

  it("never writes an address past the limit: a field too long for it stays in the form, and the page says so", () => {
    const info = vi.spyOn(toasts, "toast");
    render(<StoryTool />);
    const story = "कहानी ".repeat(400);
    fireEvent.change(screen.getByLabelText("Story"), { target: { value: story } });
    fireEvent.change(screen.getByLabelText("Keyword"), { target: { value: "chai" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    expect(window.location.href.length).toBeLessThanOrEqual(MAX_ADDRESS_LENGTH);
    expect(window.location.search).toBe("?keyword=chai");
    expect((screen.getByLabelText("Story") as HTMLTextAreaElement).value).toBe(story);
    expect(info).toHaveBeenCalledWith({ title: "Heads up", description: leftOutOfAddress("Story") });
  });

  it("shows the empty-input message for an empty value in the address", () => {
    const error = vi.spyOn(toasts, "toastError");
    setAddress("?keyword=");
    render(<Tool />);
    expect(error).toHaveBeenCalledWith("Please enter a keyword.", "Oops!");
  });

  it("keeps what was typed into the prerendered form before hydration", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Tool />);
    document.body.appendChild(container);
    const input = container.querySelector("input") as HTMLInputElement;
    input.value = "chai time";
    act(() => {
      hydrateRoot(container, <Tool />);
    });
    expect(input.value).toBe("chai time");
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    expect(screen.getByText("CHAI TIME")).toBeTruthy();
    container.remove();
  });

  it("lets the address outvote a prerendered default, but not what was typed over it", () => {
    function Preset() {
      const tool = useToolForm({
        fields: FIELDS,
        initial: { keyword: "start" },
        parse: ({ keyword }) => ({ input: keyword }),
        produce: (keyword) => keyword.toUpperCase(),
      });
      return (
        <form {...tool.formProps}>
          <label htmlFor="preset">Keyword</label>
          <input id="preset" {...tool.field("keyword")} />
          {tool.result && <p>{tool.result}</p>}
        </form>
      );
    }
    for (const [typed, expected] of [
      [null, "goa"],
      ["mumbai", "mumbai"],
    ] as const) {
      setAddress("?keyword=goa");
      const container = document.createElement("div");
      container.innerHTML = renderToString(<Preset />);
      document.body.appendChild(container);
      const input = container.querySelector("input") as HTMLInputElement;
      expect(input.value).toBe("start");
      if (typed !== null) input.value = typed;
      act(() => {
        hydrateRoot(container, <Preset />);
      });
      expect(input.value).toBe(expected);
      act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
      expect(screen.getByText(expected.toUpperCase())).toBeTruthy();
      container.remove();
    }
  });

  it("fetches lazily loaded logic once interactive and answers with it after the loading cycle", async () => {
    const load = vi.fn(() => Promise.resolve({ shout: (text: string) => `${text.toUpperCase()}!` }));
    render(<LazyTool load={load} />);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText("Keyword"), { target: { value: "chai" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    await act(() => vi.advanceTimersByTimeAsync(GENERATION_DELAY_MS));
    expect(screen.getByText("CHAI!")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
  });

  it("says so when the logic cannot be fetched, and tries again on the next press", async () => {
    const error = vi.spyOn(toasts, "toastError");
    const load = vi
      .fn<() => Promise<{ shout: (text: string) => string }>>()
      .mockRejectedValueOnce(new Error("preload offline"))
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ shout: (text) => text.toUpperCase() });
    render(<LazyTool load={load} />);
    fireEvent.change(screen.getByLabelText("Keyword"), { target: { value: "chai" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    await act(() => vi.advanceTimersByTimeAsync(GENERATION_DELAY_MS));
    expect(error).toHaveBeenCalledWith(en.form.loadFailed, en.form.oops);
    expect(screen.queryByText("Loading")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    await act(() => vi.advanceTimersByTimeAsync(GENERATION_DELAY_MS));
    expect(screen.getByText("CHAI")).toBeTruthy();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("binds each field with the words its spec declares, and a choice with its options", () => {
    const fields = {
      ...FIELDS,
      handle: { kind: "text", label: "Handle", hint: "Without the @.", placeholder: "e.g. chai.diaries" },
    } as const;
    const { result } = renderHook(() => useToolForm({ fields, parse: (values) => ({ input: values }) }));
    const handle = result.current.field("handle");
    expect([handle.label, handle.hint, handle.placeholder]).toEqual(["Handle", "Without the @.", "e.g. chai.diaries"]);
    // No key at all for words a spec leaves out, so a hint the screen passes itself is not wiped.
    expect(Object.keys(result.current.field("keyword"))).not.toContain("hint");
    expect(result.current.choice("category").options.map((option) => option.label)).toEqual(["Travel", "Food"]);
    expect(result.current.choice("category").label).toBe("Category");
  });
});
