// Prints what every keyword tool shows a visitor for each keyword: the topic reader's reading, then
// each tool's results, made by the same logic functions with the same arguments as the tool's
// screen (app/tools/<tool>/<tool>.tsx). The screens' own parse steps are repeated here line for line
// because they live inside the components; where a screen passes Math.random or the visit's decks,
// this passes a seeded generator and fresh decks, so a run can be repeated and compared.
//
//   npx tsx scripts/review/outputs.ts [--lang en|hi] [--writing hi|hinglish] [--seed N] [--first] [--json] keyword...
//
// Without keywords it reads REVIEW_KEYWORDS from scripts/review/keywords.ts. See README.md here.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type Fields, type Parsed, checkValues, fail } from "~/lib/form/form-fields";
import { instagramHashtags } from "~/lib/hashtags/hashtags";
import { instagramHindiHashtags, youtubeHindiHashtagResult } from "~/lib/hashtags/hindi";
import { INSTAGRAM_TAG_COUNT, MAX_TAG_LENGTH, TOP_COUNT, normaliseKeyword, prepareKeyword } from "~/lib/hashtags/tags";
import { youtubeHashtagResult } from "~/lib/hashtags/youtube";
import type { Lang } from "~/lib/lang/lang";
import type { Platform } from "~/lib/site/tool-entry";
import { newVisit, visitDeck } from "~/lib/text/deck";
import { type Rng, seededRng } from "~/lib/text/random";
import { formatCount } from "~/lib/text/numbers";
import { codePointLength, collapseWhitespace } from "~/lib/text/text";
import { DEVANAGARI, type Writing, writingOf } from "~/lib/text/writing";
import { type TopicReading, readTopic } from "~/lib/topic";
import { readyToRead } from "~/lib/topic/ready";
import { ideaFields, ideaStatus } from "~/tools/idea-generator/idea-generator.form";
import { ideaFrom } from "~/tools/idea-generator/idea-generator.logic";
import { NICHES, isNiche } from "~/tools/idea-generator/niches";
import { pickTopicIdea, readPostTopic as readIdeaTopic } from "~/tools/idea-generator/topic-ideas.logic";
import { IDEA_WORDS } from "~/tools/idea-generator/words";
import { CAPTION_CATEGORIES, isCaptionCategory } from "~/tools/instagram-caption-generator/categories";
import { CAPTION_FIELDS } from "~/tools/instagram-caption-generator/instagram-caption-generator.form";
import {
  CAPTIONS_PER_GENERATION,
  captionsFrom,
} from "~/tools/instagram-caption-generator/instagram-caption-generator.logic";
import { topicCaptionDeck } from "~/tools/instagram-caption-generator/topic-captions.logic";
import { CAPTION_WORDS } from "~/tools/instagram-caption-generator/words";
import { labelsOf, planText } from "~/tools/instagram-growth-strategy/growth-plan";
import { growthPlanFor } from "~/tools/instagram-growth-strategy/growth-plan.logic";
import { CONTENT_TYPES, STRATEGY_NICHES } from "~/tools/instagram-growth-strategy/instagram-growth-strategy.data";
import { STRATEGY_FORM, strategyLabels } from "~/tools/instagram-growth-strategy/instagram-growth-strategy.form";
import { isContentType, isStrategyNiche } from "~/tools/instagram-growth-strategy/instagram-growth-strategy.logic";
import { STRATEGY_WORDS, hindiStrategyLabels } from "~/tools/instagram-growth-strategy/words";
import { INSTAGRAM_HASHTAG_FIELDS } from "~/tools/instagram-hashtag-generator/instagram-hashtag-generator.form";
import { INSTAGRAM_HASHTAG_WORDS } from "~/tools/instagram-hashtag-generator/words";
import { POST_FIELDS } from "~/tools/instagram-post-generator/instagram-post-generator.form";
import { generatePost } from "~/tools/instagram-post-generator/instagram-post-generator.logic";
import { POST_WORDS } from "~/tools/instagram-post-generator/words";
import {
  USERNAME_FIELDS_IN,
  type UsernameRequest,
  parseUsernameForm,
} from "~/tools/instagram-username-generator/instagram-username-generator.form";
import { makeUsernames, planUsernames } from "~/tools/instagram-username-generator/instagram-username-generator.logic";
import { USERNAME_WORDS } from "~/tools/instagram-username-generator/words";
import { CHANNEL_NAME_FIELDS } from "~/tools/youtube-channel-name-generator/youtube-channel-name-generator.form";
import { generateChannelNames } from "~/tools/youtube-channel-name-generator/youtube-channel-name-generator.logic";
import { CHANNEL_NAME_WORDS } from "~/tools/youtube-channel-name-generator/words";
import {
  DESCRIPTION_FORM,
  TITLE_CHAR_LIMIT,
  isTitleTooLong,
  normaliseTitle,
} from "~/tools/youtube-description-generator/youtube-description-generator.form";
import { generateDescription } from "~/tools/youtube-description-generator/youtube-description-generator.logic";
import { DESCRIPTION_WORDS } from "~/tools/youtube-description-generator/words";
import { YOUTUBE_HASHTAG_FIELDS } from "~/tools/youtube-hashtag-generator/youtube-hashtag-generator.form";
import { YOUTUBE_HASHTAG_WORDS } from "~/tools/youtube-hashtag-generator/words";
import { TAG_CHAR_LIMIT, TAG_FIELDS, usableTopic } from "~/tools/youtube-tag-generator/youtube-tag-generator.form";
import { generateTags } from "~/tools/youtube-tag-generator/youtube-tag-generator.logic";
import { TAG_WORDS } from "~/tools/youtube-tag-generator/words";
import {
  SEARCH_VISIBLE,
  TITLE_FORM,
  TITLE_LIMIT,
  hasUsableTopic,
  isVideoType,
} from "~/tools/youtube-title-generator/youtube-title-generator.form";
import { generateTitles, seededDecks } from "~/tools/youtube-title-generator/youtube-title-generator.logic";
import { TITLE_WORDS } from "~/tools/youtube-title-generator/words";

/** The year the screens read from the clock; fixed so a review run does not change on 1 January. */
const YEAR = 2026;
/** How many of the reading's topics the reading line names. */
const TOPICS_SHOWN = 3;

type HindiWriting = Exclude<Writing, "en">;

/** One keyword to review, and the writing it is written in when the list says so. */
interface ReviewKeyword {
  keyword: string;
  group?: string;
  writing?: Writing;
}

/** What one tool showed for one keyword, in the order the screen shows it. */
interface ToolOutput {
  tool: string;
  /** The choices the script made for fields the keyword does not fill, and why each. */
  choices: string[];
  /** What the screen says beside the results: notices, status lines, messages from the field checks. */
  notes: string[];
  /** The results; a screen that shows titled groups (the Instagram hashtags) has several. */
  groups: { title: string | null; items: string[] }[];
  /** The one line a before/after table takes from it; null when the tool showed nothing. */
  first: string | null;
  /** The message the screen shows instead of results, when it refuses the keyword. */
  error: string | null;
}

interface Run {
  lang: Lang;
  /** The Hindi page's writing choice for this keyword ("" on the English page, which has none). */
  writingChoice: string;
  seed: number;
}

// ---------------------------------------------------------------------------------------------
// The tools, one function each. Every function starts a new visit and a new generator from the
// seed, so a tool's output for a keyword depends only on the keyword, the page and the seed, never
// on which keywords or tools ran before it.

/**
 * What every screen does before its logic reads the visitor's words (readyToRead: the reader's
 * dictionary is fetched when the text has a word the curated data lacks), then a new visit and a
 * new generator. Once fetched the dictionary stays for the run, as it stays for a visit.
 */
async function fresh(run: Run, text: string): Promise<Rng> {
  await readyToRead(text);
  newVisit();
  return seededRng(run.seed);
}

function output(tool: string, parts: Partial<Omit<ToolOutput, "tool">>): ToolOutput {
  const groups = parts.groups ?? [];
  const first = parts.first === undefined ? (groups.flatMap((group) => group.items)[0] ?? null) : parts.first;
  return { tool, choices: parts.choices ?? [], notes: parts.notes ?? [], groups, first, error: parts.error ?? null };
}

/** The field checks the form applies before its parse (over-long text is cut, with a message). */
function checked<N extends string>(fields: Fields<N>, raw: Partial<Record<N, string>>, lang: Lang) {
  return checkValues(fields, raw, lang);
}

/** A refusal as the screen shows it: the field checks' messages and the parse's message. */
function refused(tool: string, parsed: { error: string }, messages: string[], choices: string[] = []): ToolOutput {
  return output(tool, { choices, notes: messages, error: parsed.error });
}

const hashtag = (tag: string) => `#${tag}`;
/** What the screens' NoHashtags says when no tag could be made: too long, or nothing to make one from. */
const noHashtags = (typed: string, words: { tooLong: (max: number) => string; unhelpful: string }) =>
  normaliseKeyword(typed).length > MAX_TAG_LENGTH ? words.tooLong(MAX_TAG_LENGTH) : words.unhelpful;
/** The first line with text: what a one-line table takes from a description or a post. */
const firstLine = (text: string) => text.split("\n").find((line) => line.trim() !== "") ?? null;

async function instagramHashtagTool(keyword: string, run: Run): Promise<ToolOutput> {
  const tool = "instagram-hashtag-generator";
  const { lang } = run;
  const words = INSTAGRAM_HASHTAG_WORDS[lang];
  const { values, messages } = checked(INSTAGRAM_HASHTAG_FIELDS[lang], { keyword, writing: run.writingChoice }, lang);
  const prepared = prepareKeyword(values.keyword);
  if (!prepared) return refused(tool, fail(words.keywordMessage), messages);
  const writing = writingOf(lang, values.writing);
  const rng = await fresh(run, prepared);
  // The screen's hashtagsFor: the English kit on the English page, the Hindi kit otherwise.
  const result =
    writing === "en"
      ? { hindi: [], ...instagramHashtags(prepared, rng) }
      : instagramHindiHashtags(prepared, writing, rng);
  if (result.all.length === 0) return output(tool, { notes: [...messages, noHashtags(prepared, words)] });
  const many = result.all.length > TOP_COUNT;
  const notes = [...messages];
  if (result.all.length < INSTAGRAM_TAG_COUNT)
    notes.push(result.unknown ? words.unknown(prepared) : words.fewer(prepared, result.all.length));
  const groups = many
    ? [
        { title: words.topTitle(TOP_COUNT), items: result.top },
        { title: words.hindiTitle, items: result.hindi },
        { title: words.nicheTitle, items: result.niche },
        { title: words.midTitle, items: result.mid },
        { title: words.broadTitle, items: result.broad },
      ].filter((group) => group.items.length > 0)
    : [{ title: null, items: result.all }];
  return output(tool, {
    notes,
    groups: groups.map((group) => ({ title: group.title, items: group.items.map(hashtag) })),
  });
}

async function youtubeHashtagTool(keyword: string, run: Run): Promise<ToolOutput> {
  const tool = "youtube-hashtag-generator";
  const { lang } = run;
  const words = YOUTUBE_HASHTAG_WORDS[lang];
  const { values, messages } = checked(
    YOUTUBE_HASHTAG_FIELDS[lang],
    { topic: keyword, writing: run.writingChoice },
    lang,
  );
  const prepared = prepareKeyword(values.topic);
  if (!prepared) return refused(tool, fail(words.topicMessage), messages);
  const writing = writingOf(lang, values.writing);
  await readyToRead(prepared);
  const result =
    writing === "en" ? youtubeHashtagResult(prepared, YEAR) : youtubeHindiHashtagResult(prepared, writing, YEAR);
  if (result.tags.length === 0) return output(tool, { notes: [...messages, noHashtags(result.topic, words)] });
  return output(tool, {
    choices: [`year: ${String(YEAR)}`],
    notes: result.unknown ? [...messages, words.unknown(result.topic)] : messages,
    groups: [{ title: null, items: result.tags.map(hashtag) }],
  });
}

async function titleTool(keyword: string, run: Run): Promise<ToolOutput> {
  const tool = "youtube-title-generator";
  const { lang } = run;
  const words = TITLE_WORDS[lang];
  // The screen starts with Tutorial chosen, so typing a topic and pressing the button is enough.
  const type = "tutorial";
  const choices = [`type: ${type} (the screen's starting choice)`, `year: ${String(YEAR)}`];
  const { values, messages } = checked(TITLE_FORM[lang], { topic: keyword, type, writing: run.writingChoice }, lang);
  if (!hasUsableTopic(values.topic)) return refused(tool, fail(words.topicMessage), messages, choices);
  if (!isVideoType(values.type)) return refused(tool, fail(words.typeMessage), messages, choices);
  // The screen deals from the visit's decks (Math.random); these are a new visit's, seeded.
  const outcome = generateTitles(values.topic, values.type, {
    year: YEAR,
    decks: seededDecks(await fresh(run, values.topic)),
    writing: writingOf(lang, values.writing),
  });
  if (!outcome.ok) return refused(tool, fail(outcome.message), messages, choices);
  const items = outcome.titles.map((title) => {
    const marks = [
      ...(title.searchCut === null
        ? []
        : [`${String(title.length)}/${String(TITLE_LIMIT)}, search shows ${String(SEARCH_VISIBLE)}`]),
      ...(title.shortened ? ["topic shortened"] : []),
    ];
    return marks.length === 0 ? title.text : `${title.text}  (${marks.join("; ")})`;
  });
  return output(tool, {
    choices,
    notes: [...messages, words.ready(outcome.titles.length)],
    groups: [{ title: null, items }],
    first: outcome.titles[0]?.text ?? null,
  });
}

async function tagTool(keyword: string, run: Run): Promise<ToolOutput> {
  const tool = "youtube-tag-generator";
  const { lang } = run;
  const words = TAG_WORDS[lang];
  const { values, messages } = checked(TAG_FIELDS[lang], { topic: keyword, writing: run.writingChoice }, lang);
  const usable = usableTopic(values.topic);
  if (!usable) return refused(tool, fail(words.topicMessage), messages);
  await readyToRead(usable);
  const outcome = generateTags(usable, YEAR, writingOf(lang, values.writing));
  if (!outcome.ok) return refused(tool, fail(outcome.message), messages);
  const { tags, length } = outcome.result;
  return output(tool, {
    choices: [`year: ${String(YEAR)}`],
    notes: [...messages, words.ready(tags.length, length, TAG_CHAR_LIMIT)],
    groups: [{ title: null, items: tags }],
  });
}

async function descriptionTool(keyword: string, run: Run): Promise<ToolOutput> {
  const tool = "youtube-description-generator";
  const { lang } = run;
  const words = DESCRIPTION_WORDS[lang];
  // The field is the video's title: the keyword stands in for it, as a visitor trying the tool types.
  const { values, messages } = checked(DESCRIPTION_FORM[lang], { title: keyword, writing: run.writingChoice }, lang);
  const title = normaliseTitle(values.title);
  if (!title) return refused(tool, fail(words.titleMessage), messages);
  const rng = await fresh(run, title);
  // The screen's deck for a set of templates is the visit's (Math.random); here a new visit's, seeded.
  const text = generateDescription(
    title,
    rng,
    (key, templates) => visitDeck(key, templates, rng),
    writingOf(lang, values.writing),
  );
  const notes = isTitleTooLong(title)
    ? [...messages, words.titleNote(formatCount(codePointLength(title)), TITLE_CHAR_LIMIT)]
    : messages;
  return output(tool, {
    choices: ["title: the keyword"],
    notes,
    groups: [{ title: null, items: [text] }],
    // The first line repeats the title under an emoji; the intro after it is what was written.
    first: firstLine(text.split("\n").slice(1).join("\n")),
  });
}

/** The caption mood for a run: the screen has no default, so the seed walks through them all in screen order. */
function captionCategory(seed: number) {
  const count = CAPTION_CATEGORIES.length;
  const index = (((seed - 1) % count) + count) % count;
  return CAPTION_CATEGORIES[index] ?? CAPTION_CATEGORIES[0];
}

async function captionTool(keyword: string, run: Run): Promise<ToolOutput> {
  const tool = "instagram-caption-generator";
  const { lang } = run;
  const words = CAPTION_WORDS[lang];
  const category = captionCategory(run.seed).value;
  const choices = [`category: ${category} (no default on screen; rotates with the seed)`];
  const { values, messages } = checked(
    CAPTION_FIELDS[lang],
    { category, topic: keyword, writing: run.writingChoice },
    lang,
  );
  if (!isCaptionCategory(values.category)) return refused(tool, fail(words.categoryMessage), messages, choices);
  const topic = collapseWhitespace(values.topic);
  const writing = writingOf(lang, values.writing);
  const rng = await fresh(run, topic);
  const deck = topic === "" ? null : topicCaptionDeck(topic, values.category, rng, writing);
  const captions = captionsFrom(deck, values.category, rng, writing);
  // captionsFrom falls back to the mood's own captions when the topic has too few: say which it was.
  const fromTopic = deck !== null && deck.size >= CAPTIONS_PER_GENERATION;
  return output(tool, {
    choices,
    notes: [
      ...messages,
      fromTopic ? "written for the topic" : "the mood's own captions (nothing written for the topic)",
    ],
    groups: [{ title: null, items: captions }],
  });
}

/** Ideas runs in a process the topic-ideas module keeps its decks for: which reading each came from. */
const ideaReadings = new Set<string>();

async function ideaTool(keyword: string, run: Run, platform: Platform): Promise<ToolOutput> {
  const tool = `idea-generator (${platform})`;
  const { lang } = run;
  const words = IDEA_WORDS[lang];
  // The niche is required and has no default; the first on offer stands in, and only matters when
  // nothing is written for the topic.
  const niche = NICHES[platform][0] ?? "";
  const choices = [`niche: ${niche} (no default on screen; the list's first)`];
  const { values, messages } = checked(
    ideaFields(platform, lang),
    { niche, topic: keyword, writing: run.writingChoice },
    lang,
  );
  if (!isNiche(platform, values.niche)) return refused(tool, fail(words.nicheMessage), messages, choices);
  const topic = collapseWhitespace(values.topic);
  const writing = writingOf(lang, values.writing);
  const notes = [...messages];
  const rng = await fresh(run, topic);
  // topic-ideas.logic keeps one deck per platform and reading for the visit, beyond newVisit's
  // reach: a second keyword with the same reading gets the deck's next idea, as a second press would.
  const reading = topic === "" ? null : readIdeaTopic(topic);
  if (reading) {
    const key = JSON.stringify([
      platform,
      writing,
      reading.subject,
      reading.kind,
      reading.format,
      reading.place,
      reading.howTo,
    ]);
    if (ideaReadings.has(key)) notes.push("same reading as an earlier keyword: this is that deck's next idea");
    ideaReadings.add(key);
  }
  const idea = ideaFrom(
    topic === "" ? null : pickTopicIdea(platform, topic, rng, writing),
    platform,
    values.niche,
    rng,
    writing,
  );
  notes.push(ideaStatus(idea.niche, idea.subject, lang));
  return output(tool, { choices, notes, groups: [{ title: null, items: [idea.text] }] });
}

async function postTool(keyword: string, run: Run): Promise<ToolOutput> {
  const tool = "instagram-post-generator";
  const { lang } = run;
  const words = POST_WORDS[lang];
  const { values, messages } = checked(POST_FIELDS[lang], { topic: keyword, writing: run.writingChoice }, lang);
  const trimmed = values.topic.trim();
  if (!trimmed) return refused(tool, fail(words.topicMessage), messages);
  const rng = await fresh(run, trimmed);
  const post = generatePost(
    trimmed,
    rng,
    (key, templates) => visitDeck(key, templates, rng),
    writingOf(lang, values.writing),
  );
  return output(tool, { notes: messages, groups: [{ title: null, items: [post] }], first: firstLine(post) });
}

async function usernameTool(keyword: string, run: Run): Promise<ToolOutput> {
  const tool = "instagram-username-generator";
  const { lang } = run;
  const words = USERNAME_WORDS[lang];
  // The "Add numbers" box starts unticked, and an unticked box sends nothing.
  const choices = ["numbers: off (the box starts unticked)"];
  const { values, messages } = checked(USERNAME_FIELDS_IN[lang], { keyword, numbers: "" }, lang);
  const parsed: Parsed<UsernameRequest> = parseUsernameForm(values, lang);
  if (!("input" in parsed)) {
    return "error" in parsed ? refused(tool, parsed, messages, choices) : output(tool, { choices, notes: messages });
  }
  const request = parsed.input;
  const result = makeUsernames(request, await fresh(run, request.keyword), planUsernames(request, lang));
  const notes = [...messages, ...result.notes, ...(result.shortfall === null ? [] : [result.shortfall])];
  if (result.names.length > 0) notes.push(words.ready(result.names.length));
  return output(tool, { choices, notes, groups: [{ title: null, items: result.names }] });
}

async function channelNameTool(keyword: string, run: Run): Promise<ToolOutput> {
  const tool = "youtube-channel-name-generator";
  const { lang } = run;
  const words = CHANNEL_NAME_WORDS[lang];
  const { values, messages } = checked(CHANNEL_NAME_FIELDS[lang], { keyword, writing: run.writingChoice }, lang);
  const collapsed = collapseWhitespace(values.keyword);
  if (!collapsed) return refused(tool, fail(words.keywordMessage), messages);
  const names = generateChannelNames(
    collapsed,
    await fresh(run, collapsed),
    undefined,
    writingOf(lang, values.writing),
  );
  return output(tool, { notes: [...messages, words.ready(names.length)], groups: [{ title: null, items: names }] });
}

async function strategyTool(keyword: string, run: Run): Promise<ToolOutput> {
  const tool = "instagram-growth-strategy";
  const { lang } = run;
  const words = STRATEGY_WORDS[lang];
  // Both choices are required and have no default; each list's first stands in.
  const [niche, type] = [STRATEGY_NICHES[0], CONTENT_TYPES[0]];
  const choices = [`niche: ${niche}, content type: ${type} (no default on screen; each list's first)`];
  const { values, messages } = checked(
    STRATEGY_FORM[lang],
    { niche, type, topic: keyword, writing: run.writingChoice },
    lang,
  );
  if (!isStrategyNiche(values.niche) || !isContentType(values.type))
    return refused(tool, fail(words.message), messages, choices);
  const topic = collapseWhitespace(values.topic);
  const rng = await fresh(run, topic);
  const plan = growthPlanFor(values.niche, values.type, topic, rng, writingOf(lang, values.writing));
  const labels: { title: string; status: string; copyTitle?: string } =
    plan.writing === undefined
      ? strategyLabels(plan.niche, plan.contentType, plan.subject)
      : hindiStrategyLabels(plan.niche, plan.contentType, plan.subject, plan.writing);
  const firstAction = plan.weeks[0]?.actions[0];
  return output(tool, {
    choices,
    notes: [...messages, labels.status],
    // The plan as its Copy button copies it: the heading, then week by week, as the screen lists them.
    groups: [{ title: null, items: [planText(plan, labels.copyTitle ?? labels.title)] }],
    first: firstAction ? `${labelsOf(plan).day(firstAction.day)}: ${firstAction.text}` : null,
  });
}

/** Every keyword tool, in the order the output lists them. */
const TOOLS: readonly ((keyword: string, run: Run) => Promise<ToolOutput>)[] = [
  instagramHashtagTool,
  youtubeHashtagTool,
  titleTool,
  tagTool,
  descriptionTool,
  captionTool,
  (keyword, run) => ideaTool(keyword, run, "instagram"),
  (keyword, run) => ideaTool(keyword, run, "youtube"),
  postTool,
  usernameTool,
  channelNameTool,
  strategyTool,
];

// ---------------------------------------------------------------------------------------------
// The reading, the keywords and the command line.

function readingSummary(reading: TopicReading) {
  return {
    subject: reading.subject,
    kind: reading.kind,
    format: reading.format,
    place: reading.place,
    known: reading.known,
    topics: reading.topics
      .slice(0, TOPICS_SHOWN)
      .map((match) => (match.near ? `${match.topic.id} (near)` : match.topic.id)),
  };
}

function readingLine(reading: TopicReading): string {
  const summary = readingSummary(reading);
  return [
    `subject "${summary.subject}"`,
    `kind ${summary.kind}`,
    `format ${summary.format ?? "none"}`,
    `place ${summary.place ?? "none"}`,
    `known ${summary.known ? "yes" : "no"}`,
    `topics ${summary.topics.length === 0 ? "none" : summary.topics.join(", ")}`,
  ].join(" · ");
}

const WRITINGS: readonly Writing[] = ["en", "hi", "hinglish"];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** REVIEW_KEYWORDS from keywords.ts, checked: the file is written by hand and loaded at run time. */
async function listedKeywords(): Promise<ReviewKeyword[] | null> {
  const url = new URL("./keywords.ts", import.meta.url);
  if (!existsSync(fileURLToPath(url))) return null;
  // The file may not exist when this script is type-checked, so it is imported by address and its
  // shape is checked here rather than by the compiler.
  const loaded: unknown = await import(url.href);
  const list = isRecord(loaded) ? loaded.REVIEW_KEYWORDS : undefined;
  if (!Array.isArray(list)) throw new Error("scripts/review/keywords.ts exports no REVIEW_KEYWORDS array");
  return list.map((entry: unknown, index) => {
    if (!isRecord(entry) || typeof entry.keyword !== "string")
      throw new Error(`REVIEW_KEYWORDS[${String(index)}] has no keyword`);
    const writing = WRITINGS.find((known) => known === entry.writing);
    return {
      keyword: entry.keyword,
      ...(typeof entry.group === "string" ? { group: entry.group } : {}),
      ...(writing === undefined ? {} : { writing }),
    };
  });
}

const USAGE =
  "usage: npx tsx scripts/review/outputs.ts [--lang en|hi] [--writing hi|hinglish] [--seed N] [--first] [--json] keyword...";

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      lang: { type: "string", default: "en" },
      writing: { type: "string", default: DEVANAGARI },
      seed: { type: "string", default: "1" },
      first: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const lang = values.lang;
  const writing = values.writing;
  const seed = Number(values.seed);
  if (lang !== "en" && lang !== "hi") throw new Error(`--lang is en or hi, not "${lang}"\n${USAGE}`);
  if (writing !== "hi" && writing !== "hinglish")
    throw new Error(`--writing is hi or hinglish, not "${writing}"\n${USAGE}`);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed is a whole number, not "${values.seed}"\n${USAGE}`);
  // Typed here, or the object literal would widen the narrowed values back to string.
  const page: Lang = lang;
  const hindiWriting: HindiWriting = writing;
  return {
    lang: page,
    writing: hindiWriting,
    seed,
    first: values.first,
    json: values.json,
    positionals,
  };
}

/** What the Hindi page's writing choice holds for a keyword: its own writing when Hindi, else the flag's. */
function writingChoiceFor(entry: ReviewKeyword, lang: Lang, flag: HindiWriting): string {
  if (lang === "en") return "";
  return entry.writing === "hi" || entry.writing === "hinglish" ? entry.writing : flag;
}

function indent(text: string, by: string): string {
  return text
    .split("\n")
    .map((line) => (line === "" ? line : by + line))
    .join("\n");
}

function printTool(result: ToolOutput, first: boolean): void {
  const choices = result.choices.length > 0 ? ` [${result.choices.join("; ")}]` : "";
  if (first) {
    console.log(`  ${result.tool}${choices}: ${result.error ?? result.first ?? "(nothing)"}`);
    return;
  }
  const count = result.groups.reduce((sum, group) => sum + group.items.length, 0);
  console.log(`\n  ${result.tool}${choices}: ${String(count)} result${count === 1 ? "" : "s"}`);
  if (result.error !== null) console.log(`    refused: ${result.error}`);
  for (const note of result.notes) console.log(`    note: ${note}`);
  for (const group of result.groups) {
    const block = group.items.some((item) => item.includes("\n"));
    if (group.title !== null) console.log(`    ${group.title}`);
    const by = group.title === null ? "    " : "      ";
    if (block) for (const item of group.items) console.log(indent(item, by));
    else if (group.items.every((item) => item.startsWith("#"))) console.log(by + group.items.join(" "));
    else group.items.forEach((item, index) => console.log(`${by}${String(index + 1)}. ${item}`));
  }
}

// Piped into head or less, the reader may close early: that ends the run, it is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

// A flag it cannot use is the caller's mistake: say which, without a stack trace.
const opts = (() => {
  try {
    return options();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
})();
const keywords: ReviewKeyword[] =
  opts.positionals.length > 0 ? opts.positionals.map((keyword) => ({ keyword })) : ((await listedKeywords()) ?? []);
if (keywords.length === 0) {
  console.error(`No keywords given and no scripts/review/keywords.ts to read them from.\n${USAGE}`);
  process.exit(1);
}

for (const entry of keywords) {
  const run: Run = {
    lang: opts.lang,
    writingChoice: writingChoiceFor(entry, opts.lang, opts.writing),
    seed: opts.seed,
  };
  const writing = writingOf(run.lang, run.writingChoice);
  await readyToRead(entry.keyword);
  const reading = readTopic(entry.keyword);
  // One tool at a time, in order: they share the visit's decks, which each starts afresh.
  const results: ToolOutput[] = [];
  for (const tool of TOOLS) results.push(await tool(entry.keyword, run));
  if (opts.json) {
    for (const result of results) {
      console.log(
        JSON.stringify({
          keyword: entry.keyword,
          group: entry.group ?? null,
          lang: run.lang,
          writing,
          seed: run.seed,
          reading: readingSummary(reading),
          ...result,
          groups: opts.first ? undefined : result.groups,
          results: opts.first ? undefined : result.groups.flatMap((group) => group.items),
        }),
      );
    }
    continue;
  }
  const page = run.lang === "en" ? "English page" : `Hindi page, writing ${writing}`;
  const group = entry.group === undefined ? "" : ` · ${entry.group}`;
  console.log(`\n=== ${entry.keyword}${group} · ${page} · seed ${String(run.seed)}`);
  console.log(`  reading: ${readingLine(reading)}`);
  for (const result of results) printTool(result, opts.first);
}
