import { describe, expect, it } from "vitest";
import { readTopic } from "./read-topic";
import type { SubjectKind, VideoFormat } from "./reading";

const read = (keyword: string) => {
  const { subject, kind, format, place } = readTopic(keyword);
  return { subject, kind, format, place };
};

describe("readTopic: kinds", () => {
  const cases: [string, string, SubjectKind][] = [
    ["iphone 16", "iPhone 16", "product"],
    ["earbuds", "earbuds", "product"],
    ["nike", "Nike", "brand"],
    ["goa", "Goa", "place"],
    ["cafe", "cafe", "place"],
    ["biryani", "biryani", "food"],
    ["masala chai", "masala chai", "food"],
    ["cricket", "cricket", "activity"],
    ["table tennis", "table tennis", "activity"],
    ["cat", "cat", "animal"],
    ["tortoise", "tortoise", "animal"],
    ["virat kohli", "Virat Kohli", "person"],
    ["mom life", "mom life", "person"],
    ["diwali", "Diwali", "event"],
    ["ipl", "IPL", "event"],
    ["neet", "NEET", "study"],
    ["class 10 maths", "class 10 maths", "study"],
    ["bgmi", "BGMI", "game"],
    ["chess", "chess", "game"],
    ["panchayat", "Panchayat", "show"],
    ["stock market", "stock market", "field"],
    ["zorblax", "zorblax", "general"],
  ];
  it.each(cases)("%s → %s (%s)", (keyword, subject, kind) => {
    expect(read(keyword)).toMatchObject({ subject, kind });
  });
});

describe("readTopic: formats", () => {
  const cases: [string, string, VideoFormat][] = [
    ["iphone 16 review", "iPhone 16", "review"],
    ["oneplus 12r unboxing", "OnePlus 12R", "unboxing"],
    ["paneer kaise banaye", "paneer", "recipe"],
    ["how to make biryani at home", "biryani", "recipe"],
    ["guitar kaise sikhe", "guitar", "tutorial"],
    ["myntra haul", "Myntra", "haul"],
    ["bgmi tips and tricks", "BGMI", "tips"],
    ["study with me", "study", "study-with-me"],
    ["hostel room tour", "hostel room", "tour"],
    ["manali itinerary", "Manali", "travel-guide"],
    ["pushpa 2 reaction", "Pushpa 2", "reaction"],
    ["ipl highlights", "IPL", "highlights"],
    ["minecraft gameplay", "Minecraft", "gameplay"],
    ["diwali decor ideas", "Diwali decor", "ideas"],
    ["mutual funds explained", "mutual funds", "explained"],
    ["goa trip", "Goa", "vlog"],
    ["grwm", "getting ready", "grwm"],
  ];
  it.each(cases)("%s → %s, %s", (keyword, subject, format) => {
    expect(read(keyword)).toMatchObject({ subject, format });
  });

  it("keeps both sides of a comparison, each in its own casing", () => {
    expect(read("samsung galaxy s24 ultra vs iphone 16 pro max")).toEqual({
      subject: "Samsung Galaxy S24 Ultra vs iPhone 16 Pro Max",
      kind: "product",
      format: "comparison",
      place: null,
    });
  });
});

describe("readTopic: places and qualifiers", () => {
  it("takes a place out of the subject when something else is named", () => {
    expect(read("street food delhi")).toEqual({ subject: "street food", kind: "food", format: null, place: "Delhi" });
    expect(read("Delhi street food under 100 rupees")).toMatchObject({ subject: "street food", place: "Delhi" });
    expect(read("best momos in kolkata")).toMatchObject({ subject: "momos", kind: "food", place: "Kolkata" });
    expect(read("bangalore cafe")).toMatchObject({ subject: "cafe", kind: "place", place: "Bangalore" });
  });

  it("drops qualifiers and years, and notes the year as time-bound", () => {
    expect(read("best budget phones under 20000")).toMatchObject({ subject: "budget phones", kind: "product" });
    const dated = readTopic("diwali 2026 outfit");
    expect(dated.subject).not.toContain("2026");
    expect(dated.timeBound).toBe(true);
  });

  it("trims joining words a cut format leaves behind, and keeps them inside a subject", () => {
    expect(read("momos ke liye best jagah in delhi")).toMatchObject({ subject: "momos", kind: "food", place: "Delhi" });
    expect(read("upsc ki taiyari kaise kare")).toMatchObject({
      subject: "UPSC ki taiyari",
      kind: "study",
      format: "tutorial",
    });
  });
});

describe("readTopic: Hinglish and Devanagari", () => {
  it("reads Hinglish subjects as typed", () => {
    expect(read("ghar ka khana")).toMatchObject({ subject: "ghar ka khana", kind: "food" });
    expect(read("shaadi")).toMatchObject({ subject: "shaadi", kind: "event" });
  });

  it("keeps Devanagari in its script and gives Latin letters for handles", () => {
    const food = readTopic("खाना");
    expect(food).toMatchObject({ subject: "खाना", kind: "food", latin: "khana" });
    expect(readTopic("बिल्ली")).toMatchObject({ subject: "बिल्ली", kind: "animal", latin: "billi" });
    expect(readTopic("क्रिकेट")).toMatchObject({ kind: "activity", latin: "cricket" });
  });
});

describe("readTopic: flags", () => {
  it("marks reviews, events, exams and models as time-bound, and evergreen subjects not", () => {
    expect(readTopic("iphone 16 review").timeBound).toBe(true);
    expect(readTopic("holi").timeBound).toBe(true);
    expect(readTopic("upsc").timeBound).toBe(true);
    expect(readTopic("cat").timeBound).toBe(false);
    expect(readTopic("street food delhi").timeBound).toBe(false);
  });

  it("calls skills and home recipes how-to, but not pets, eaten-out food or a review", () => {
    expect(readTopic("gym").howTo).toBe(true);
    expect(readTopic("biryani").howTo).toBe(true);
    expect(readTopic("cat").howTo).toBe(false);
    expect(readTopic("street food delhi").howTo).toBe(false);
    expect(readTopic("iphone 16 review").howTo).toBe(false);
  });

  it("is honest about words it does not know", () => {
    const unknown = readTopic("qwertyuiop");
    expect(unknown).toMatchObject({ kind: "general", known: false, subject: "qwertyuiop" });
  });
});

describe("readTopic: hostile input", () => {
  it.each([
    ["", ""],
    ["   ", ""],
    ["<script>alert(1)</script>", "script alert 1 script"],
  ])("%j reads without throwing", (keyword) => {
    expect(() => readTopic(keyword)).not.toThrow();
  });

  it("never keeps markup characters in the subject", () => {
    expect(readTopic("<b>cat</b>").subject).not.toMatch(/[<>]/u);
  });

  it("reads only the start of a very long keyword, quickly", () => {
    const started = performance.now();
    const reading = readTopic("biryani ".repeat(1250));
    expect(reading.kind).toBe("food");
    // A bound that catches a quadratic blow-up, not a speed target: the real cost is well under 5 ms.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("reads emoji and right-to-left text as an unknown subject", () => {
    expect(readTopic("🔥🔥").kind).toBe("general");
    expect(readTopic("مرحبا").kind).toBe("general");
  });
});

describe("readTopic: what a compound is", () => {
  const ids = (keyword: string) => readTopic(keyword).topics.map((match) => match.topic.id);

  it("reads a dish as what its last word names, where that word has a topic narrower than cooking", () => {
    expect(ids("moong dal halwa")).toEqual(["desserts"]);
    expect(ids("मूंग दाल हलवा")).toEqual(["desserts"]);
    expect(ids("aloo paratha")).toEqual(["paratha"]);
    // A curry or a masala is any cooking: the dish keeps every topic it was found with.
    expect(ids("paneer butter masala")).toEqual(["northindianfood", "cooking"]);
    // A place is not a dish's last word.
    expect(ids("delhi street food")).toEqual(["streetfood", "delhi"]);
  });

  it("reads a title's 'vs' as part of one name, not two things compared", () => {
    expect(readTopic("Sapne Vs Everyone")).toMatchObject({ subject: "Sapne Vs Everyone", format: null });
    expect(readTopic("main vs duniya").format).toBeNull();
    expect(readTopic("chai vs coffee").format).toBe("comparison");
    expect(readTopic("rcb vs csk").format).toBe("comparison");
  });

  it("finds a Devanagari festival through its listed Latin spelling", () => {
    expect(readTopic("भाई दूज का टीका")).toMatchObject({ kind: "event", latin: "bhai dooj ka tika" });
    expect(ids("भाई दूज का टीका")).toEqual(["diwali"]);
  });
});
