// The lines a new tool starts with, before its developer writes its own: real sentences with the
// topic in them, so the tool works (and its tests pass) from the moment it is made.
import { createDeck } from "~/lib/text/deck";
import { seededRng } from "~/lib/text/random";
import type { Platform } from "~/lib/site/tool-entry";

/** How many lines one press gives, as a number and in words. */
export const LINE_COUNT = 5;
export const LINE_COUNT_WORD = "five";

/** Where a template takes the topic. */
export const TOPIC_SLOT = "{topic}";

/** Longest topic the field keeps. */
export const TOPIC_MAX_LENGTH = 100;

export const STARTER_TEMPLATES: Readonly<Record<Platform, readonly string[]>> = {
  instagram: [
    "Three things I wish I knew before I started {topic} 👇",
    "Saving this for the next time someone asks me about {topic}.",
    "What's the one {topic} tip you'd give a beginner? Tell me below.",
    "My honest take on {topic}, after trying it for a whole month.",
    "The {topic} mistake I made, so you don't have to.",
    "If {topic} is on your list this week, start with this.",
    "Send this to the friend who keeps asking you about {topic}.",
    "Small steps, real results: how I fit {topic} into a busy week.",
  ],
  youtube: [
    "I tried {topic} for 30 days. Here's what actually changed.",
    "Everything a beginner needs to know about {topic}, in one video.",
    "The {topic} mistakes almost everyone makes, and how to fix them.",
    "Is {topic} worth it? My honest answer after a year.",
    "How I'd start {topic} today if I had to begin again.",
    "Five {topic} tips I wish someone had told me sooner.",
    "Watch this before you spend money on {topic}.",
    "Your {topic} questions, answered: the ones you asked most.",
  ],
};

/** The topic and seed the new tool's first unit test pins its exact output with. */
export const SAMPLE = { topic: "street food", seed: 7 } as const;

/** Writes the topic into a template; split and join, so a "$" in the topic stays as typed. */
export function fillTemplate(template: string, topic: string): string {
  return template.split(TOPIC_SLOT).join(topic);
}

/**
 * The lines the generated `generate(SAMPLE.topic, seededRng(SAMPLE.seed))` gives: the same deal
 * from the same shared deck. The scaffold's own test imports the generated logic and checks it
 * gives exactly these.
 */
export function sampleLines(platform: Platform): string[] {
  return createDeck(STARTER_TEMPLATES[platform], seededRng(SAMPLE.seed))
    .deal(LINE_COUNT)
    .map((template) => fillTemplate(template, SAMPLE.topic));
}
