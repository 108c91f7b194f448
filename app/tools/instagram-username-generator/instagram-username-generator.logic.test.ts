import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { readTopic } from "~/lib/topic";
import { itGives } from "~/test/cases";
import { once, propertyKeywords } from "~/test/keyword-runs";
import { HANDLE_KINDS, type HandleKind, TAIL_WORDS, YOUTUBE_WORDS } from "./banks/en/handles.data";
import { handleCharacters, parseUsernameForm } from "./instagram-username-generator.form";
import {
  type HandleBase,
  NUMBERS,
  USERNAME_COUNT,
  cleanCandidate,
  generateUsernames,
  handleBase,
  handleKind,
  isValidUsername,
  leadsFor,
  leftOutNote,
  makeUsernames,
  planUsernames,
  shortfallReason,
  tailsFor,
} from "./instagram-username-generator.logic";

const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);

function letters(length: number): string {
  return Array.from({ length }, (_, i) => "abcdefghijklmnopqrstuvwxyz"[i % 26]).join("");
}

const reverse = (text: string) => Array.from(text).reverse().join("");
const names = (keyword: string, seed: number, numbers = false) =>
  makeUsernames({ keyword, numbers }, seededRng(seed)).names;

/** A year-like number: 1900–2099, or a two-digit ending such as "_84" that reads as a birth year. */
const YEAR_LIKE = /(?:19|20)\d\d|_\d\d$|\D\d\d$/u;

/** Every name a base can make from its kind's own pieces (numbers left to the caller). */
function madeOfPieces(base: HandleBase, kind: HandleKind): (name: string) => boolean {
  const forms = [base.compact];
  if (base.words.length > 1) forms.push(cleanCandidate(base.words.join(".")), cleanCandidate(base.words.join("_")));
  const made = new Set<string>();
  for (const form of forms) {
    for (const lead of ["", ...leadsFor(kind)]) {
      for (const tail of ["", ...tailsFor(kind)]) made.add(cleanCandidate(`${lead}${form}${tail}`));
    }
  }
  return (name) => made.has(name);
}

/** The name without a number the tool added ("priya_21" → "priya"), given the base it was made from. */
function withoutAddedNumber(name: string, base: HandleBase): string[] {
  const cuts = [name];
  for (const number of NUMBERS) if (name.endsWith(number)) cuts.push(name.slice(0, -number.length));
  return cuts.filter((cut) => cut.includes(base.compact) || base.words.every((word) => cut.includes(word)));
}

/** The parts of a handle between its dots and underscores. */
const partsOf = (name: string) => name.split(/[._]/u);

describe("the form's check", () => {
  itGives(handleCharacters, {
    "keeps only what a handle can hold, writing Devanagari in English letters": [
      ["  Priya \t Sharma\n", "priyasharma"],
      ["Café-Lover#1 ✨", "caflover1"],
      ["खाना", "khana"],
      ["दिल्ली Food", "dillifood"],
      ["._Priya..__Sharma_.", "priya..__sharma"],
    ],
  });

  it("asks for a keyword when nothing usable is given, and reads the numbers box", () => {
    for (const keyword of ["", "   ", "\t\n", "🔥🎉😀", "!!!", "___", ". . ."]) {
      expect(parseUsernameForm({ keyword, numbers: "" }), JSON.stringify(keyword)).toEqual({
        error: "Please enter a keyword.",
      });
    }
    expect(parseUsernameForm({ keyword: "खाना", numbers: "" })).toEqual({
      input: { keyword: "खाना", numbers: false },
    });
    expect(parseUsernameForm({ keyword: "priya", numbers: "yes" })).toEqual({
      input: { keyword: "priya", numbers: true },
    });
  });
});

describe("cleanCandidate and isValidUsername", () => {
  it("cleans candidates the way the product describes", () => {
    expect(cleanCandidate("_the..priya__x.")).toBe("the.priya_x");
    expect(cleanCandidate("priya....")).toBe("priya");
  });

  it("accepts only Instagram-valid names of 4 to 24 characters", () => {
    for (const name of ["priya", "the.priya", "im_priya_07", "ig_priya", "a".repeat(24)]) {
      expect(isValidUsername(name), name).toBe(true);
    }
    for (const name of [
      "pri",
      "a".repeat(25),
      ".priya",
      "priya.",
      "_priya",
      "pri..ya",
      "pri__ya",
      "Priya",
      "pri-ya",
      "1234",
    ]) {
      expect(isValidUsername(name), name).toBe(false);
    }
  });
});

describe("handleBase", () => {
  it("splits the keyword into words a handle can hold", () => {
    expect(handleBase("Priya Sharma", false)).toEqual({
      words: ["priya", "sharma"],
      compact: "priyasharma",
      leftOut: { youtube: [], years: [] },
    });
    expect(handleBase("Café-Lover#1", false).compact).toBe("caflover1");
    expect(handleBase("travel.diaries", false).words).toEqual(["travel.diaries"]);
    expect(handleBase('<img src=x onerror="window.__pwned=1">', false).compact).toBe("imgsrcxonerrorwindow._pwned1");
  });

  it("writes Devanagari in English letters, the reader's spelling where it knows the word", () => {
    expect(handleBase("खाना", false).compact).toBe("khana");
    expect(handleBase("प्रिया शर्मा", false).words).toEqual(["priya", "sharma"]);
    expect(handleBase("क्रिकेट", false).compact).toBe("cricket");
    expect(handleBase("दिल्ली food", false).words).toEqual(["delhi", "food"]);
  });

  it("leaves out YouTube words, and years unless numbers are asked for", () => {
    expect(handleBase("gym_yt", false)).toEqual({
      words: ["gym"],
      compact: "gym",
      leftOut: { youtube: ["yt"], years: [] },
    });
    expect(handleBase("Priya Vlogs channel", false).compact).toBe("priya");
    expect(handleBase("priya 2002", false)).toEqual({
      words: ["priya"],
      compact: "priya",
      leftOut: { youtube: [], years: ["2002"] },
    });
    expect(handleBase("priya2002", false).compact).toBe("priya");
    expect(handleBase("priya2002", true).compact).toBe("priya2002");
    // Numbers that are not years stay: they are part of the name.
    expect(handleBase("iphone 16", false).compact).toBe("iphone16");
    expect(handleBase("arjun_07", false).compact).toBe("arjun_07");
    expect(handleBase("ktm duke 390", false).compact).toBe("ktmduke390");
  });
});

describe("handleKind", () => {
  itGives(handleKind, {
    "reads fan pages, roles, names and topics": [
      [readTopic("priya"), "general"],
      [readTopic("nike"), "fan"],
      [readTopic("virat kohli"), "fan"],
      // A name nobody listed may be the visitor's own: a person's handles, with no "official".
      [readTopic("priya sharma"), "person"],
      [readTopic("mom"), "person"],
      [readTopic("a day in the life of a upsc aspirant"), "person"],
      [readTopic("खाना"), "food"],
      [readTopic("bgmi"), "game"],
      // A title nobody's name could be: a fan's handles, never "official" or "real".
      [readTopic("Sapne Vs Everyone"), "show"],
      [readTopic("zorbla ki duniya"), "show"],
    ],
  });
  it("gives every kind endings of its own and none from YouTube", () => {
    for (const kind of HANDLE_KINDS) {
      expect(TAIL_WORDS[kind].length, kind).toBeGreaterThanOrEqual(9);
      for (const word of [...TAIL_WORDS[kind]]) expect(YOUTUBE_WORDS.has(word), word).toBe(false);
    }
    // A fan page never claims to be the real thing.
    expect(leadsFor("fan").some((lead) => /real|official|ig_|its|im/u.test(lead))).toBe(false);
    expect(tailsFor("fan").some((tail) => /official|here/u.test(tail))).toBe(false);
    // Nor does a person's handle: a name may be someone else's.
    expect(leadsFor("person").some((lead) => /real|official/u.test(lead))).toBe(false);
    expect(tailsFor("person").some((tail) => /official/u.test(tail))).toBe(false);
  });
});

describe("makeUsernames", () => {
  it("gives exact names for a seed", () => {
    expect(names("priya", 42)).toEqual([
      "priya.creates",
      "officialpriya",
      "the_real_priya",
      "itspriya",
      "priya_diaries",
      "priya_official",
      "priyagram",
      "official_priya",
      "hey_priya",
      "iam_priya",
      "iampriya",
      "priya_world",
      "thepriya",
      "priyadiaries",
      "therealpriya",
      "its_priya_official",
      "iam.priya",
      "priya_creates",
      "priya",
      "hey.priya.x",
    ]);
    expect(names("खाना", 7)).toEqual(names("khana", 7));
    // Given the kind outright, so the list tests this tool's pieces, not the reader's current reading.
    expect(generateUsernames(handleBase("खाना", false), "food", false, seededRng(7)).slice(0, 6)).toEqual([
      "ig_khana",
      "khana_gram",
      "desikhana",
      "the.khana",
      "khanadaily",
      "khana",
    ]);
  });

  it("writes खाना as khana handles with food words, not an error", () => {
    const list = names("खाना", 3);
    expect(list).toHaveLength(USERNAME_COUNT);
    for (const name of list) expect(name).toContain("khana");
    const all = new Set(SEEDS.flatMap((seed) => names("खाना", seed)));
    for (const name of ["khana.bites", "desi.khana", "khana_diaries"]) expect(all.has(name), name).toBe(true);
    for (const name of all) expect(name).not.toMatch(/creates|official|^im|^its|^hey/u);
  });

  it("uses the product's prefixes and endings for a name, numbers only when asked", () => {
    const seen = new Set(SEEDS.flatMap((seed) => names("priya", seed)));
    for (const expected of [
      "the_priya",
      "its.priya",
      "impriya",
      "realpriya",
      "official_priya",
      "ig_priya",
      "priya_here",
      "priyaworld",
      "priya.x",
      "priyagram",
      "priya_official",
      "heypriya",
      "just_priya",
      "the.real.priya",
      "priya.vibes",
      "priya_life",
    ]) {
      expect(seen.has(expected), expected).toBe(true);
    }
    expect([...seen].some((name) => /\d/u.test(name))).toBe(false);
    const withNumbers = new Set(SEEDS.flatMap((seed) => names("priya", seed, true)));
    expect([...withNumbers].some((name) => /^priya_?\d{1,2}$/u.test(name))).toBe(true);
    expect([...withNumbers].filter((name) => /\d/u.test(name)).length).toBeGreaterThan(withNumbers.size / 3);
    expect([...withNumbers].every((name) => !/\d{3}/u.test(name) && !/(?<!\d)0/u.test(name))).toBe(true);
  });

  it("says what it left out of the keyword, and why", () => {
    expect(makeUsernames({ keyword: "gym_yt", numbers: false }, seededRng(1)).notes).toEqual([
      "“yt” was left out: YouTube words make an Instagram handle look like a channel's spare account.",
    ]);
    expect(makeUsernames({ keyword: "priya 2002", numbers: false }, seededRng(1)).notes).toEqual([
      "“2002” was left out: a year in a handle reads as a birth year and dates the account. Tick Add numbers to keep it.",
    ]);
    expect(makeUsernames({ keyword: "priya 2002", numbers: true }, seededRng(1)).notes).toEqual([]);
    expect(leftOutNote({ youtube: ["yt", "vlogs"], years: ["1999", "2004"] })).toBe(
      "“yt” and “vlogs” were left out: YouTube words make an Instagram handle look like a channel's spare account. “1999” and “2004” were left out: a year in a handle reads as a birth year and dates the account. Tick Add numbers to keep them.",
    );
    const youtube = makeUsernames({ keyword: "youtube", numbers: false }, seededRng(1));
    expect(youtube.names).toEqual([]);
    expect(youtube.shortfall).toBe("Nothing is left of that keyword for a handle. Try your name or your topic.");
  });

  it("builds on the topic when a keyword the reader knows is too long for any handle, never on part of a name", () => {
    const long = makeUsernames({ keyword: "iphone 16 pro max review in hindi", numbers: false }, seededRng(2));
    expect(long.notes).toEqual([
      "Your keyword is too long for a handle, so these are built on its topic, “iphone16promax”.",
    ]);
    expect(long.names).toHaveLength(USERNAME_COUNT);
    for (const name of long.names) expect(name.replace(/[._]/gu, "")).toContain("iphone16promax");
    const name = makeUsernames({ keyword: "priyanka chaturvedi sharma verma", numbers: false }, seededRng(2));
    expect(name.names).toEqual([]);
    expect(name.shortfall).toMatch(/^Usernames here are kept to 24 characters, and your keyword has 29,/u);
  });

  it("never uses the reversed keyword", () => {
    for (const keyword of ["priya", "rahulkumar", "travel.diaries", "ananya", "arjun_07", "foodie"]) {
      const reversed = reverse(keyword);
      const all = SEEDS.flatMap((seed) => names(keyword, seed));
      expect(all.filter((name) => name.includes(reversed))).toEqual([]);
    }
  });

  it("finds every name that fits when a long keyword leaves only a few", () => {
    const keyword = letters(24);
    expect(names(keyword, 1)).toEqual([keyword]);
    const nearlyFull = letters(23);
    const fitting = names(nearlyFull, 1);
    expect(fitting.sort()).toEqual([`${nearlyFull}x`, nearlyFull].sort());
    expect(shortfallReason(nearlyFull, fitting.length)).toMatch(/^Only 2 valid usernames fit:/u);
    expect(names(nearlyFull, 1, true).sort()).toEqual(
      [...Array.from({ length: 9 }, (_, n) => `${nearlyFull}${n + 1}`), `${nearlyFull}x`, nearlyFull].sort(),
    );
    expect(names(letters(20), 1)).toHaveLength(USERNAME_COUNT);
  });

  it("returns nothing at once for a keyword that cannot fit, however long", () => {
    expect(names(letters(25), 1)).toEqual([]);
    const started = performance.now();
    expect(names("ab._".repeat(2_500), 1)).toEqual([]);
    expect(names(letters(10_000), 1)).toEqual([]);
    expect(names("खाना ".repeat(2_000), 1)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("properties over many seeds and every keyword of the evaluation set", () => {
  const KEYWORDS = propertyKeywords("gym_yt", "priya 2002", "a.b_c", "1234", "7", letters(22));
  const PROPERTY_SEEDS = SEEDS.slice(0, 8);

  // Each keyword is read once per setting; the names of every seed (one list each) are made from
  // that one reading, exactly as the screen makes them.
  const runs = once(() =>
    KEYWORDS.flatMap((keyword) =>
      [false, true].map((numbers) => {
        const plan = planUsernames({ keyword, numbers });
        const lists = PROPERTY_SEEDS.map((seed) => makeUsernames({ keyword, numbers }, seededRng(seed), plan).names);
        return { keyword, numbers, plan, lists };
      }),
    ),
  );

  // Each property lists its breaches and is checked once: an expect() per handle and rule (about
  // 100,000 of them) took most of these tests' 15 s.
  it("only valid, unique Latin handles of 4 to 24 characters, 20 whenever the keyword leaves room", () => {
    const problems: string[] = [];
    for (const { keyword, plan, lists } of runs()) {
      for (const list of lists) {
        if (new Set(list).size !== list.length) problems.push(`${keyword}: a handle twice`);
        const bad = list.filter((name) => !isValidUsername(name) || !/^[a-z0-9._]{4,24}$/u.test(name));
        if (bad.length > 0) problems.push(`${keyword}: ${bad.join(", ")}`);
        if (plan.base.compact.length > 0 && plan.base.compact.length <= 16 && list.length !== USERNAME_COUNT)
          problems.push(`${keyword}: ${list.length} handles`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("no year-like number and no number the keyword did not have, unless numbers are asked for", () => {
    const problems: string[] = [];
    for (const { keyword, numbers, lists } of runs()) {
      if (numbers) continue;
      const keywordNumbers = new Set(handleBase(keyword, false).compact.match(/\d+/gu) ?? []);
      for (const name of lists.flat()) {
        const digitRuns = name.match(/\d+/gu) ?? [];
        if (digitRuns.some((digits) => /^(?:19|20)\d\d$/u.test(digits)))
          problems.push(`${keyword}: ${name} has a year`);
        for (const digits of digitRuns)
          if (!keywordNumbers.has(digits)) problems.push(`${keyword}: ${name} adds ${digits}`);
        if (YEAR_LIKE.test(name) && keywordNumbers.size === 0) problems.push(`${keyword}: ${name} reads as a year`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("nothing from YouTube on any handle", () => {
    const problems: string[] = [];
    for (const { keyword, lists } of runs()) {
      for (const name of lists.flat()) {
        if (
          partsOf(name).some((part) => YOUTUBE_WORDS.has(part)) ||
          /youtube|tube|vlog|channel|shorts|subscri/u.test(name)
        )
          problems.push(`${keyword}: ${name}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("every handle is the keyword's base with its kind's own openers and endings, nothing else", () => {
    const problems: string[] = [];
    for (const { keyword, numbers, plan, lists } of runs()) {
      const isMade = madeOfPieces(plan.base, plan.kind);
      for (const name of lists.flat()) {
        const candidates = numbers ? withoutAddedNumber(name, plan.base) : [name];
        if (!candidates.some(isMade)) problems.push(`${keyword} (${plan.kind}): ${name}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

// The keywords the browser test once sent through the address, one page load each. The page only
// passes the keyword on (two still go through the address there); the handles for each kind are
// checked here, over ten seeds, with the same rules.
describe("a keyword of each kind gets handles with its kind's words", () => {
  it.each([
    ["Priya", "priya", "general"],
    ["gym", "gym", "activity"],
    ["bgmi", "bgmi", "game"],
    ["education", "education", "field"],
    ["cricket", "cricket", "activity"],
    ["goa", "goa", "place"],
    ["nike", "nike", "fan"],
  ] as const)("%s: handles built on %s, with %s endings", (keyword, base, kind) => {
    const problems: string[] = [];
    for (const seed of SEEDS.slice(0, 10)) {
      const list = names(keyword, seed);
      if (list.length !== USERNAME_COUNT) problems.push(`seed ${seed}: ${list.length} names`);
      for (const name of list) {
        if (!isValidUsername(name) || !name.includes(base) || /\d|yt|vlog/u.test(name))
          problems.push(`seed ${seed}: ${name}`);
        if (kind !== "general" && /creates|official|^im[._]?/u.test(name))
          problems.push(`seed ${seed}: a name's opener or ending on ${name}`);
      }
      const withTail = list.filter((name) => TAIL_WORDS[kind].some((word) => name.endsWith(word))).length;
      if (withTail <= 3) problems.push(`seed ${seed}: ${withTail} end in a ${kind} word`);
    }
    expect(problems).toEqual([]);
  });
});

describe("shortfallReason", () => {
  it("says nothing when all 20 names are there", () => {
    expect(shortfallReason("priya", 20)).toBeNull();
  });

  it("explains a keyword that is too long to fit", () => {
    expect(shortfallReason(letters(10_000), 0)).toBe(
      "Usernames here are kept to 24 characters, and your keyword has 10,000, so no username can hold it. Try a shorter keyword, like a first name.",
    );
  });

  it("explains a short list", () => {
    expect(shortfallReason(letters(24), 2)).toBe(
      "Only 2 valid usernames fit: usernames here are kept to 24 characters, so a long keyword leaves little room for prefixes, words and numbers. Try a shorter keyword for all 20.",
    );
    expect(shortfallReason(letters(24), 1)).toMatch(/^Only 1 valid username fits:/u);
    expect(shortfallReason("1".repeat(24), 0)).toMatch(/^No valid username fits:/u);
  });
});

describe("a long keyword about a known thing", () => {
  it("is built on its last words, short enough for twenty names, and says so", () => {
    const plan = planUsernames({ keyword: "first salary budgeting tips", numbers: false });
    expect(plan.base.compact).toBe("salarybudgeting");
    expect(plan.notes[0]).toContain("“salarybudgeting”");
    expect(makeUsernames({ keyword: "first salary budgeting tips", numbers: false }, seededRng(1)).names).toHaveLength(
      20,
    );
  });

  it("never cuts a name, even when fewer names fit", () => {
    expect(planUsernames({ keyword: "lakshya sen badminton", numbers: false }).base.compact).toBe(
      "lakshyasenbadminton",
    );
    expect(planUsernames({ keyword: "Royal Enfield Hunter 350", numbers: false }).base.compact).toBe(
      "royalenfieldhunter350",
    );
  });
});
