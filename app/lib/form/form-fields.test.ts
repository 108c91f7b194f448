import { describe, expect, it } from "vitest";
import {
  MAX_ADDRESS_LENGTH,
  checkValues,
  clampText,
  fieldSubject,
  fail,
  fittedAddress,
  leftOutOfAddress,
  readAddress,
  textInput,
  toAddress,
} from "./form-fields";

const FIELDS = {
  keyword: { kind: "text", label: "Keyword", maxLength: 20 },
  category: {
    kind: "choice",
    label: "Category",
    options: [
      { value: "travel", label: "Travel" },
      { value: "food", label: "Food" },
    ],
  },
} as const;

describe("readAddress", () => {
  it("reads named fields and says whether the address names any", () => {
    expect(readAddress(FIELDS, "?keyword=street%20food&category=travel")).toEqual({
      values: { keyword: "street food", category: "travel" },
      messages: [],
      present: true,
    });
    expect(readAddress(FIELDS, "?utm_source=x")).toEqual({
      values: { keyword: "", category: "" },
      messages: [],
      present: false,
    });
    expect(readAddress(FIELDS, "").present).toBe(false);
  });

  it("counts an empty parameter as present, so the product's message for empty input is shown", () => {
    expect(readAddress(FIELDS, "?keyword=")).toMatchObject({ values: { keyword: "" }, present: true });
  });

  it("cuts over-long text to the field's limit, with a message", () => {
    const reading = readAddress(FIELDS, `?keyword=${"a".repeat(10_000)}`);
    expect(reading.values.keyword).toBe("a".repeat(20));
    expect(reading.messages).toEqual(["Keyword was cut to its first 20 characters."]);
  });

  it("never cuts through an emoji", () => {
    const emoji = "👩🏽‍💻".repeat(30);
    const reading = readAddress(FIELDS, `?keyword=${encodeURIComponent(emoji)}`);
    expect(Array.from(reading.values.keyword)).toHaveLength(20);
    // No lone surrogate: the cut fell between code points.
    expect(reading.values.keyword).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
  });

  it("leaves out a choice that is not on offer, saying so in words that stay short", () => {
    const reading = readAddress(
      FIELDS,
      `?category=${encodeURIComponent("<script>alert(1)</script>" + "x".repeat(500))}`,
    );
    expect(reading.values.category).toBe("");
    expect(reading.messages).toHaveLength(1);
    expect(reading.messages[0]).toMatch(/^“<script>alert\(1\)<\/script>x+…” is not one of the choices for “Category”/);
    expect(reading.messages[0]?.length).toBeLessThan(120);
  });

  it("keeps markup and right-to-left text as plain values (React renders them as text)", () => {
    const value = "<img src=x onerror=alert(1)>\u202Eabc";
    expect(
      readAddress({ keyword: { kind: "text", label: "Keyword" } }, `?keyword=${encodeURIComponent(value)}`).values
        .keyword,
    ).toBe(value);
  });

  it("takes the first of repeated parameters", () => {
    expect(readAddress(FIELDS, "?keyword=one&keyword=two&category=food&category=zzz").values).toEqual({
      keyword: "one",
      category: "food",
    });
  });
});

describe("checkValues and toAddress", () => {
  it("applies the same checks to typed values", () => {
    expect(checkValues(FIELDS, { keyword: "b".repeat(25), category: "nope" })).toEqual({
      values: { keyword: "b".repeat(20), category: "" },
      messages: [
        "Keyword was cut to its first 20 characters.",
        "“nope” is not one of the choices for “Category”, so it was left out.",
      ],
    });
  });

  it("writes only filled fields, encoded, and round-trips through readAddress", () => {
    const values = { keyword: "chai & samosa #1", category: "food" };
    const query = toAddress(FIELDS, values);
    expect(query).toBe("?keyword=chai+%26+samosa+%231&category=food");
    expect(readAddress(FIELDS, query).values).toEqual(values);
    expect(toAddress(FIELDS, { keyword: "", category: "" })).toBe("");
  });
});

describe("fieldSubject", () => {
  it("names a field by its label, or a question label by the answer to it, so messages read as sentences", () => {
    expect(fieldSubject("Keyword")).toBe("Keyword");
    expect(fieldSubject("What is your post about?")).toBe("Your answer to “What is your post about?”");
    const topic = { topic: { kind: "text", label: "What is your post about?", maxLength: 5 } } as const;
    expect(checkValues(topic, { topic: "masala chai" }).messages).toEqual([
      "Your answer to “What is your post about?” was cut to its first 5 characters.",
    ]);
    expect(leftOutOfAddress("What is your post about?")).toMatch(
      /^Your answer to “What is your post about\?” is too long/u,
    );
  });
});

describe("fittedAddress", () => {
  const LONG = {
    topic: { kind: "text", label: "Topic", maxLength: 100 },
    post: { kind: "text", label: "Post", maxLength: 5_000 },
    tone: {
      kind: "choice",
      label: "Tone",
      options: [
        { value: "fun", label: "Fun" },
        { value: "calm", label: "Calm" },
      ],
    },
  } as const;
  // 2,300 Devanagari characters: 9 characters each once written in an address, about 20,700 in all.
  const HINDI = "नमस्ते".repeat(400).slice(0, 2_300);

  it("writes everything when it fits", () => {
    const values = { topic: "chai", post: "short", tone: "fun" };
    expect(fittedAddress(LONG, values, MAX_ADDRESS_LENGTH)).toEqual({ query: toAddress(LONG, values), left: [] });
  });

  it("leaves out the field that makes the address too long, and keeps the rest", () => {
    const fitted = fittedAddress(LONG, { topic: "chai", post: HINDI, tone: "calm" }, MAX_ADDRESS_LENGTH - 60);
    expect(fitted).toEqual({ query: "?topic=chai&tone=calm", left: ["post"] });
    expect(toAddress(LONG, { topic: "chai", post: HINDI, tone: "calm" }).length).toBeGreaterThan(17_000);
  });

  it("leaves out the longest text first, and only as many as it must", () => {
    const values = { topic: "t".repeat(100), post: "p".repeat(300), tone: "" };
    expect(fittedAddress(LONG, values, 200)).toEqual({ query: `?topic=${"t".repeat(100)}`, left: ["post"] });
    expect(fittedAddress(LONG, values, 50)).toEqual({ query: "", left: ["post", "topic"] });
  });

  it("says why a link will not carry the field", () => {
    expect(leftOutOfAddress("Post")).toBe(
      "Post is too long to fit in this page's address, so a link to this page won't carry it (the field keeps it).",
    );
  });
});

describe("helpers", () => {
  it("clampText counts code points", () => {
    expect(clampText("abc", 5)).toEqual({ value: "abc", cut: false });
    expect(clampText("😀😀😀", 2)).toEqual({ value: "😀😀", cut: true });
  });

  it("textInput gives the prepared text or the tool's message", () => {
    const parse = textInput("keyword", (raw) => raw.trim(), "Please enter a keyword.");
    expect(parse({ keyword: "  food " })).toEqual({ input: "food" });
    expect(parse({ keyword: "   " })).toEqual(fail("Please enter a keyword."));
    expect(fail("Oops", "Title")).toEqual({ error: "Oops", title: "Title" });
  });
});
