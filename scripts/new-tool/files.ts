// The files of a new one-field generator, as text: the same shape as the site's other tools (see the
// README's "A tool folder holds"), working from the start with the starter lines in its data file.
import type { ExistingTool, ToolNames } from "./names";
import { PLATFORM_WORDS } from "./names";
import {
  LINE_COUNT,
  LINE_COUNT_WORD,
  SAMPLE,
  STARTER_TEMPLATES,
  TOPIC_MAX_LENGTH,
  TOPIC_SLOT,
  sampleLines,
} from "./starter";

export interface ToolFile {
  /** From the repository's root: "app/tools/instagram-reply-ideas/tool.ts". */
  path: string;
  text: string;
}

export interface ToolPlan {
  names: ToolNames;
  /** The two tools suggested below the new one. */
  related: readonly ExistingTool[];
  /** The day the guide says it was first written. */
  today: Date;
}

/** The field's words, declared once in the screen and quoted by the tests. */
export const TOPIC_FIELD = {
  label: "Your Topic",
  hint: "A word or a short phrase; every line is built around it.",
  placeholder: "e.g. street food, exam prep, budget travel",
  empty: "Please enter a topic.",
} as const;

export const ICON = "sparkles";

// The month by name, in English whatever the machine's own language.
const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });

/** "25 November 2026": the day as the guides write it, the same in every time zone. */
export function guideDate(day: Date): string {
  return `${day.getUTCDate()} ${MONTH.format(day)} ${day.getUTCFullYear()}`;
}

const quote = (text: string) => JSON.stringify(text);

/** Marks the Hindi files the scaffold can only copy from the English: the author writes the Hindi. */
export const HINDI_TODO = "// Hindi words for /hi: write them before the tool ships";

function toolFile({ names, related }: ToolPlan): string {
  return `import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: ${quote(names.id)},
  path: ${quote(names.path)},
  platform: ${quote(names.platform)},
  ...en,
  hi,
  icon: ${quote(ICON)},
  kind: "generator",
  folder: ${quote(names.id)},
  related: [${related.map((tool) => quote(tool.id)).join(", ")}],
  footer: false,
} satisfies ToolEntry;
`;
}

/**
 * The tool's name, page title and card line in a language, for tool.ts: apart from the screen's
 * words, as every tool keeps them, so the registry loads no screen's words. The Hindi file starts
 * as the English, marked, like the screen's Hindi words.
 */
function namesFile({ names }: ToolPlan, lang: "en" | "hi"): string {
  const description = `${names.title} for any topic: ${LINE_COUNT_WORD} lines to copy, edit and post.`;
  const language = lang === "en" ? "English" : "Hindi";
  const head = `// The ${names.title}'s name, page title and card line in ${language}, for ../tool.ts. Apart from
// the screen's words (./${lang}.ts): every page's header and footer read the registry.`;
  return `${head}${lang === "hi" ? `\n${HINDI_TODO}` : ""}
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: ${quote(names.name)},
  title: ${quote(names.title)},
  description: ${quote(description)},
};
`;
}

function dataFile({ names }: ToolPlan): string {
  const templates = STARTER_TEMPLATES[names.platform].map((template) => `  ${quote(template)},`).join("\n");
  return `/**
 * The English page's lines, each with ${TOPIC_SLOT} where the visitor's topic goes. These are the
 * scaffold's starter lines: replace them with lines written for this tool, at least ${LINE_COUNT} so
 * one press never repeats one, then write the logic test's exact output again.
 */
export const TEMPLATES: readonly string[] = [
${templates}
];
`;
}

function logicFile(): string {
  return `// Turns a topic into lines: the data's templates, dealt like a shuffled deck so a visitor sees
// every one before any comes back, with the topic written into each.
import { type Deck, createDeck } from "~/lib/text/deck";
import type { Rng } from "~/lib/text/random";
import { TEMPLATES } from "./banks/en/lines.data";

/** How many lines one press gives. */
export const LINE_COUNT = ${LINE_COUNT};

/** Longest topic the field keeps. */
export const TOPIC_MAX_LENGTH = ${TOPIC_MAX_LENGTH};

/** Where a template takes the topic. */
export const TOPIC_SLOT = ${quote(TOPIC_SLOT)};

/** The deck the templates are dealt from; the screen passes the visit's, so each press brings new lines. */
export type DeckFor = (templates: readonly string[]) => Deck<string>;

/** Writes the topic into a template; split and join, so a "$" in the topic stays as typed. */
export function fillTemplate(template: string, topic: string): string {
  return template.split(TOPIC_SLOT).join(topic);
}

/** \`LINE_COUNT\` different lines about \`topic\`, from a fresh deck unless the screen passes its own. */
export function generate(topic: string, rng: Rng, deckFor: DeckFor = (templates) => createDeck(templates, rng)): string[] {
  return deckFor(TEMPLATES)
    .deal(LINE_COUNT)
    .map((template) => fillTemplate(template, topic));
}
`;
}

function screenFile({ names }: ToolPlan): string {
  return `import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { TextToolForm } from "~/components/text-tool-form";
import { visitDeck } from "~/lib/text/deck";
import { textInput } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { defaultRng } from "~/lib/text/random";
import { collapseWhitespace } from "~/lib/text/text";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { TOPIC_MAX_LENGTH, generate } from "./${names.id}.logic";
import { WORDS } from "./words";

function fieldsIn(lang: Lang) {
  const { label, hint, placeholder } = WORDS[lang].topic;
  return { topic: { kind: "text", label, hint, placeholder, maxLength: TOPIC_MAX_LENGTH } } as const;
}

const FIELDS = { en: fieldsIn("en"), hi: fieldsIn("hi") } as const;

export default function ${names.component}() {
  const lang = useLang();
  const words = WORDS[lang];
  const tool = useToolForm({
    fields: FIELDS[lang],
    parse: textInput("topic", collapseWhitespace, words.topic.empty),
    // The visit's deck: each press deals lines not yet shown, until every one has come round.
    produce: (topic) => generate(topic, defaultRng, (templates) => visitDeck(${quote(names.id)}, templates)),
  });
  const { result: lines, copy } = tool;

  return (
    <>
      <TextToolForm tool={tool} name="topic" id=${quote(`${names.id}-topic`)} submitLabel={words.submit} />
      {lines && (
        <ResultList
          title={words.results}
          status={words.ready(lines.length)}
          note={words.note}
          items={lines}
          getKey={(line) => line}
          renderItem={(line, index) => (
            <CopyRow
              text={line}
              copy={copy}
              copyKey={line}
              copyLabel={words.copyLabel(index + 1)}
              copiedMessage={words.copied(index + 1)}
            />
          )}
        />
      )}
    </>
  );
}
`;
}

/** What the screen says, in English: the same words the screen wrote in place before it had words/. */
function englishWords({ names }: ToolPlan) {
  return {
    label: TOPIC_FIELD.label,
    hint: TOPIC_FIELD.hint,
    placeholder: TOPIC_FIELD.placeholder,
    empty: TOPIC_FIELD.empty,
    submit: names.submitLabel,
    results: names.resultsTitle,
    note: "Press the button again for a fresh set. Make each line sound like you before you post it.",
  };
}

function wordsShapeFile({ names }: ToolPlan): string {
  return `// What the ${names.title} screen says, in each language.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.

export interface ${names.component}Words {
  topic: { label: string; hint: string; placeholder: string; empty: string };
  submit: string;
  results: string;
  ready: (count: number) => string;
  note: string;
  copyLabel: (place: number) => string;
  copied: (place: number) => string;
}
`;
}

function wordsFile(plan: ToolPlan, lang: "en" | "hi"): string {
  const words = englishWords(plan);
  const type = `${plan.names.component}Words`;
  const head =
    lang === "en"
      ? `// What the ${plan.names.title} screen says, in English (its shape: ./shape.ts).`
      : `// What the ${plan.names.title} screen says, in Hindi (its shape: ./shape.ts).\n${HINDI_TODO}`;
  return `${head}
import { plural } from "~/lib/text/plural";
import type { ${type} } from "./shape";

export const words: ${type} = {
  topic: {
    label: ${quote(words.label)},
    hint: ${quote(words.hint)},
    placeholder: ${quote(words.placeholder)},
    empty: ${quote(words.empty)},
  },
  submit: ${quote(words.submit)},
  results: ${quote(words.results)},
  ready: (count) => plural(${quote(lang)}, count, { one: "{count} line ready.", other: "{count} lines ready." }),
  note: ${quote(words.note)},
  copyLabel: (place) => \`Copy line \${place}\`,
  copied: (place) => \`Line \${place} copied to your clipboard.\`,
};
`;
}

function wordsIndexFile({ names }: ToolPlan): string {
  return `// What the ${names.title} screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { ${names.component}Words } from "./shape";

export const WORDS: Readonly<Record<Lang, ${names.component}Words>> = { en, hi };
`;
}

function logicTestFile({ names }: ToolPlan): string {
  const expected = sampleLines(names.platform)
    .map((line) => `      ${quote(line)},`)
    .join("\n");
  return `import { describe, expect, it } from "vitest";
import { createDeck } from "~/lib/text/deck";
import { seededRng } from "~/lib/text/random";
import { TEMPLATES } from "./banks/en/lines.data";
import { LINE_COUNT, TOPIC_SLOT, fillTemplate, generate } from "./${names.id}.logic";

const TOPICS = ["street food", "exam prep", "BGMI", "घर का खाना", "a", "$& costs"];

describe("generate", () => {
  it("deals these lines for seed ${SAMPLE.seed} (write them again when the templates change)", () => {
    expect(generate(${quote(SAMPLE.topic)}, seededRng(${SAMPLE.seed}))).toEqual([
${expected}
    ]);
  });

  it("gives LINE_COUNT different lines, each with the topic as typed, for any seed", () => {
    for (let seed = 0; seed < 300; seed++) {
      const topic = TOPICS[seed % TOPICS.length] ?? "";
      const lines = generate(topic, seededRng(seed));
      expect(lines).toHaveLength(LINE_COUNT);
      expect(new Set(lines).size).toBe(LINE_COUNT);
      for (const line of lines) {
        expect(line).toContain(topic);
        expect(line).not.toContain(TOPIC_SLOT);
      }
    }
  });

  it("shows every template once before any comes back, when presses share the visit's deck", () => {
    for (let seed = 0; seed < 100; seed++) {
      const deck = createDeck(TEMPLATES, seededRng(seed));
      const presses = Math.ceil(TEMPLATES.length / LINE_COUNT);
      const shown = Array.from({ length: presses }, () => generate("x", seededRng(seed), () => deck)).flat();
      expect(new Set(shown.slice(0, TEMPLATES.length)).size).toBe(TEMPLATES.length);
    }
  });
});

describe("templates", () => {
  it("are enough for one press, all different, each with a place for the topic", () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(LINE_COUNT);
    expect(new Set(TEMPLATES).size).toBe(TEMPLATES.length);
    for (const template of TEMPLATES) {
      expect(template).toContain(TOPIC_SLOT);
      expect(template.trim()).toBe(template);
    }
  });

  it("take a topic exactly as typed, even one that looks like a replacement pattern", () => {
    expect(fillTemplate(\`a \${TOPIC_SLOT} b\`, "$& <b>")).toBe("a $& <b> b");
  });
});
`;
}

function e2eFile({ names }: ToolPlan): string {
  return `import { type Page, expect, test } from "@playwright/test";
import { BAD_INPUTS, expectNoAxeViolations, expectToast, open, readClipboard } from "../../../tests/e2e/support";
import { LINE_COUNT } from "./${names.id}.logic";

const PATH = ${quote(names.path)};

test.beforeEach(async ({ page }) => {
  await open(page, PATH);
});

async function generate(page: Page, topic: string) {
  await page.getByLabel(${quote(TOPIC_FIELD.label)}).fill(topic);
  await page.getByRole("button", { name: ${quote(names.submitLabel)} }).click();
}

const results = (page: Page) => page.getByRole("region", { name: ${quote(names.resultsTitle)} });
const lines = (page: Page) => results(page).getByTestId("result-text");

test("gives different lines, each with the topic, after the loading cycle", async ({ page }) => {
  await generate(page, "  street   food ");
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: \`\${LINE_COUNT} lines ready.\` })).toBeVisible();
  const texts = await lines(page).allTextContents();
  expect(texts).toHaveLength(LINE_COUNT);
  expect(new Set(texts).size).toBe(LINE_COUNT);
  for (const text of texts) expect(text).toContain("street food");
  await expect(page.getByRole("button", { name: ${quote(names.submitLabel)} })).toBeEnabled();
});

test("a shared link answers at once and fills the field", async ({ page }) => {
  await open(page, \`\${PATH}?topic=exam%20prep\`);
  await expect(page.getByLabel(${quote(TOPIC_FIELD.label)})).toHaveValue("exam prep");
  await expect(lines(page)).toHaveCount(LINE_COUNT);
  for (const text of await lines(page).allTextContents()) expect(text).toContain("exam prep");
});

for (const [name, value] of [
  ["empty", ""],
  ["whitespace", BAD_INPUTS.whitespace],
] as const) {
  test(\`\${name} topic: 'Oops!' / '${TOPIC_FIELD.empty}'\`, async ({ page }) => {
    await generate(page, value);
    await expectToast(page, "Oops!", ${quote(TOPIC_FIELD.empty)});
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });
}

test("each Copy button copies its own line and says so", async ({ page }) => {
  await generate(page, "budget travel");
  await page.getByRole("button", { name: "Copy line 2", exact: true }).click();
  expect(await readClipboard(page)).toBe(await lines(page).nth(1).textContent());
  await expect(page.getByRole("button", { name: "Copied! line 2", exact: true })).toHaveText("Copied!");
  await expectToast(page, "Copied!", "Line 2 copied to your clipboard.");
  await expect(page.getByRole("button", { name: "Copy line 1", exact: true })).toHaveText("Copy");
});

test("has no accessibility violations with results shown", async ({ page }) => {
  await generate(page, "street food");
  await expect(lines(page)).toHaveCount(LINE_COUNT);
  await expectNoAxeViolations(page);
});
`;
}

function guideFile({ names, related, today }: ToolPlan): string {
  const platform = PLATFORM_WORDS[names.platform];
  const tool = `the ${names.title} tool`;
  const links = related.map((other) => `the [${other.name}](${other.path})`).join(" and ");
  return `## Using ${tool}

Type what your ${platform.work} is about into ${TOPIC_FIELD.label}: a word or a short phrase, such as "street food", "exam prep" or "budget travel". Press ${names.submitLabel} and ${tool} gives you ${LINE_COUNT_WORD} lines, each with your topic written into it and each with its own Copy button.

Press ${names.submitLabel} again for ${LINE_COUNT_WORD} more. Within one visit the lines are dealt like a shuffled deck, so every line ${tool} knows comes round once before any of them repeats. The page's address keeps your topic, so reloading the page or sharing its link brings the same topic back with a fresh set of lines.

## Making a line your own

A line from ${tool} is a starting point, not a finished post. Read it aloud, and if it does not sound like you, change the words until it does. Swap a general word for a detail only you know: the dish, the place, the price, the number of days. Keep each line short enough to take in at a glance, and cut anything that promises more than your ${platform.work} delivers.

## How this guide was written

This guide was first written on ${guideDate(today)}, when ${tool} was added to the site, and it covers what the tool does. ${platform.label}'s own rules for where these lines go, such as length limits and what counts as spam, are not part of it yet: check them in ${platform.help} before you ${platform.share}, and note when they were last updated.

## Questions and answers

### Why does ${tool} give ${LINE_COUNT_WORD} lines at a time?

${capitaliseFirst(LINE_COUNT_WORD)} lines are enough to compare side by side and few enough to read in one go. Press the button again whenever none of them fits your ${platform.work}.

### Is my topic sent anywhere?

The lines are built in your browser from templates that come with the page, with no account or sign-in. Your topic is written into the page's address so that a link you share opens with it, so leave anything private out of it.

### Can I post a line exactly as it is?

You can, but someone else using ${tool} may pick the same line for the same topic. Changing a few words makes it yours, and it will read more naturally to the people who follow you.

### Which other tools go with it?

${capitaliseFirst(links)} are the ${platform.label} tools this page suggests next; each one works on its own, so use whichever fits the ${platform.work} you are making.
`;
}

// The Hindi guide's words for each platform, as a Hindi writer would put them.
const HINDI_PLATFORM: Readonly<Record<ToolNames["platform"], { work: string; help: string; share: string }>> = {
  instagram: { work: "पोस्ट", help: "Instagram के हेल्प सेंटर", share: "पोस्ट करने" },
  youtube: { work: "वीडियो", help: "YouTube हेल्प", share: "पब्लिश करने" },
};

const HINDI_MONTHS = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्टूबर",
  "नवंबर",
  "दिसंबर",
] as const;

/** "25 नवंबर 2026": the guide's date in Hindi, with the same figures as the English one. */
export function hindiGuideDate(day: Date): string {
  return `${day.getUTCDate()} ${HINDI_MONTHS[day.getUTCMonth()] ?? ""} ${day.getUTCFullYear()}`;
}

/**
 * The Hindi guide, a draft re-said from the English one: the same sections, questions and figures,
 * links to the Hindi pages. Good enough to ship a page that reads right, and listed in the next
 * steps for a Hindi writer to go over once the English guide is rewritten for the tool.
 */
function hindiGuideFile({ names, related, today }: ToolPlan): string {
  const platform = HINDI_PLATFORM[names.platform];
  const links = related.map((other) => `[${other.name}](/hi${other.path})`).join(" और ");
  return `## ${names.title} कैसे इस्तेमाल करें

"${TOPIC_FIELD.label}" में लिखिए कि आपकी ${platform.work} किस बारे में है: एक शब्द या छोटा सा फ़्रेज़, जैसे "स्ट्रीट फ़ूड", "एग्ज़ाम की तैयारी" या "बजट ट्रैवल"। "${names.submitLabel}" दबाते ही पांच लाइनें मिलेंगी, हर लाइन में आपका टॉपिक लिखा होगा और हर एक के साथ उसका अपना कॉपी बटन होगा।

बटन दोबारा दबाइए तो पांच नई लाइनें आ जाएंगी। एक विज़िट में लाइनें फेंटे हुए ताश की तरह बांटी जाती हैं, इसलिए जब तक हर लाइन एक बार न आ जाए, कोई लाइन दोबारा नहीं आती। पेज के पते में आपका टॉपिक रहता है, तो पेज रीलोड करने या उसका लिंक भेजने पर वही टॉपिक नई लाइनों के साथ खुलता है।

## लाइन को अपना बनाइए

टूल से मिली लाइन शुरुआत है, तैयार पोस्ट नहीं। उसे ज़ोर से पढ़कर देखिए, और अगर वो आपकी आवाज़ जैसी न लगे तो शब्द तब तक बदलिए जब तक न लगे। किसी आम शब्द की जगह वो बात लिखिए जो सिर्फ़ आप जानते हैं: डिश का नाम, जगह, दाम, कितने दिन लगे। लाइन इतनी छोटी रखिए कि एक नज़र में पढ़ी जा सके, और जो बात आपकी ${platform.work} पूरी नहीं करती उसका वादा मत कीजिए।

## ये गाइड कैसे लिखी गई

ये गाइड पहली बार ${hindiGuideDate(today)} को लिखी गई, जब ये टूल साइट पर आया, और इसमें सिर्फ़ टूल का काम बताया गया है। ये लाइनें जहां लगेंगी वहां के नियम, जैसे लंबाई की सीमा और स्पैम किसे माना जाता है, अभी इसमें नहीं हैं: ${platform.share} से पहले उन्हें ${platform.help} में देख लीजिए, और ये भी देखिए कि वो आख़िरी बार कब बदले गए।

## सवाल-जवाब

### एक बार में पांच लाइनें ही क्यों मिलती हैं?

पांच लाइनें साथ रखकर तुलना करने के लिए काफ़ी हैं और इतनी कम भी कि एक बार में पढ़ ली जाएं। जब कोई भी आपकी ${platform.work} पर न जमे, बटन फिर से दबा दीजिए।

### क्या मेरा टॉपिक कहीं भेजा जाता है?

लाइनें आपके ब्राउज़र में ही बनती हैं, उन टेम्पलेट से जो पेज के साथ आते हैं, न कोई अकाउंट चाहिए न साइन-इन। आपका टॉपिक पेज के पते में लिखा जाता है ताकि भेजा गया लिंक उसी के साथ खुले, इसलिए कोई निजी बात उसमें मत लिखिए।

### क्या लाइन को जैसी है वैसी पोस्ट कर सकते हैं?

कर सकते हैं, पर उसी टॉपिक के लिए कोई और भी वही लाइन चुन सकता है। कुछ शब्द बदल देने से वो आपकी अपनी हो जाती है और आपको फ़ॉलो करने वालों को ज़्यादा सहज लगती है।

### इसके साथ और कौन से टूल काम आते हैं?

${links} वो टूल हैं जो ये पेज आगे सुझाता है। हर टूल अपने आप में पूरा है, तो जो आपकी ${platform.work} के काम आए, वही लीजिए।
`;
}

function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every file of the new tool's folder. */
export function toolFiles(plan: ToolPlan): ToolFile[] {
  const folder = `app/tools/${plan.names.id}`;
  const id = plan.names.id;
  return [
    { path: `${folder}/tool.ts`, text: toolFile(plan) },
    { path: `${folder}/${id}.tsx`, text: screenFile(plan) },
    { path: `${folder}/${id}.logic.ts`, text: logicFile() },
    { path: `${folder}/banks/en/lines.data.ts`, text: dataFile(plan) },
    { path: `${folder}/words/shape.ts`, text: wordsShapeFile(plan) },
    { path: `${folder}/words/en.ts`, text: wordsFile(plan, "en") },
    { path: `${folder}/words/hi.ts`, text: wordsFile(plan, "hi") },
    { path: `${folder}/words/index.ts`, text: wordsIndexFile(plan) },
    { path: `${folder}/words/en.names.ts`, text: namesFile(plan, "en") },
    { path: `${folder}/words/hi.names.ts`, text: namesFile(plan, "hi") },
    { path: `${folder}/guide/en.md`, text: guideFile(plan) },
    { path: `${folder}/guide/hi.md`, text: hindiGuideFile(plan) },
    { path: `${folder}/${id}.logic.test.ts`, text: logicTestFile(plan) },
    { path: `${folder}/${id}.e2e.ts`, text: e2eFile(plan) },
  ];
}
