import { type Page, expect, test } from "@playwright/test";
import { STRATEGIES } from "./instagram-growth-strategy.data";
import { readPostTopic, topicStrategyText } from "./topic-strategy.logic";
import { expectNoAxeViolations, expectToast, open, readClipboard } from "../../../tests/e2e/support";

const PATH = "/instagram/growth-strategy";

test.beforeEach(async ({ page }) => {
  await open(page, PATH);
});

const strategyText = (page: Page) => page.getByTestId("result-card").getByTestId("result-text");

async function choose(page: Page, niche: string, contentType: string) {
  await page.getByLabel("Niche").selectOption(niche);
  await page.getByLabel("Content type").selectOption(contentType);
  await page.getByRole("button", { name: "Generate Strategy" }).click();
}

for (const [label, niche, contentType] of [
  ["nothing", "", ""],
  ["only a niche", "Travel", ""],
  ["only a content type", "", "Stories"],
] as const) {
  test(`${label} chosen: 'Oops!' / 'Please select both a niche and a content type.'`, async ({ page }) => {
    await choose(page, niche, contentType);
    await expectToast(page, "Oops!", "Please select both a niche and a content type.");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByTestId("result-card")).toHaveCount(0);
  });
}

test("shows the plan for the chosen niche and format after the loading cycle", async ({ page }) => {
  await choose(page, "Food", "Reels");
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  const results = page.getByRole("region", { name: "Your Food Reels strategy" });
  await expect(results.getByRole("status")).toHaveText("Strategy for Food Reels is ready.");
  await expect(strategyText(page)).toHaveText(STRATEGIES.Food.Reels);
  await expect(page.getByRole("button", { name: "Generate Strategy" })).toBeEnabled();
});

test("Copy Strategy copies the plan, shows Copied! and resets on the next plan", async ({ page }) => {
  await choose(page, "Fashion", "Stories");
  await expect(strategyText(page)).toHaveText(STRATEGIES.Fashion.Stories);
  const copy = page.getByRole("button", { name: "Copy Strategy" });
  await copy.click();
  expect(await readClipboard(page)).toBe(STRATEGIES.Fashion.Stories);
  await expect(page.getByRole("button", { name: "Copied! Strategy" })).toHaveText("Copied!");
  await expectToast(page, "Copied!", "Your growth strategy is on your clipboard.");

  await choose(page, "Travel", "Posts");
  await expect(strategyText(page)).toHaveText(STRATEGIES.Travel.Posts);
  await expect(page.getByRole("button", { name: "Copy Strategy" })).toHaveText("Copy Strategy");
});

test("has no accessibility violations with a plan shown", async ({ page }) => {
  await choose(page, "Travel", "Reels");
  await expect(strategyText(page)).toHaveText(STRATEGIES.Travel.Reels);
  await expectNoAxeViolations(page);
});

// The optional topic: "What is your post about?"
const topicField = (page: Page) => page.getByRole("textbox", { name: "What is your post about?" });

function planFor(niche: "Fashion" | "Travel" | "Food", type: "Reels" | "Posts" | "Stories", topic: string) {
  const reading = readPostTopic(topic);
  if (!reading) throw new Error(`no reading for ${topic}`);
  return { subject: reading.subject, text: topicStrategyText(niche, type, reading) };
}

test("the topic is optional: empty, the combination's own plan as before", async ({ page }) => {
  await expect(topicField(page)).toHaveValue("");
  await choose(page, "Travel", "Stories");
  await expect(strategyText(page)).toHaveText(STRATEGIES.Travel.Stories);
  await expect(page).toHaveURL(/\?niche=Travel&type=Stories$/);
});

test("a typed topic gets a plan written for it, and travels in the address", async ({ page }) => {
  await topicField(page).fill("mutual funds");
  await choose(page, "Food", "Reels");
  const { subject, text } = planFor("Food", "Reels", "mutual funds");
  const results = page.getByRole("region", { name: `Your Food Reels strategy for ${subject}` });
  await expect(results.getByRole("status")).toHaveText(`Strategy for Food Reels about ${subject} is ready.`);
  await expect(strategyText(page)).toHaveText(text);
  await expect(strategyText(page)).toContainText("mutual funds");
  await expect(page).toHaveURL(/\?niche=Food&type=Reels&topic=mutual\+funds$/);
});

test("a topic without the two choices still asks for both", async ({ page }) => {
  await topicField(page).fill("cricket");
  await choose(page, "Travel", "");
  await expectToast(page, "Oops!", "Please select both a niche and a content type.");
  await expect(page.getByTestId("result-card")).toHaveCount(0);
});

// One keyword of each kind the reader knows, and an unknown word, each with its own combination.
const BY_ADDRESS = [
  ["Fashion", "Reels", "skincare"],
  ["Travel", "Posts", "goa trip"],
  ["Food", "Stories", "biryani"],
  ["Fashion", "Posts", "mehndi"],
  ["Travel", "Reels", "cricket"],
  ["Food", "Posts", "iphone 16"],
  ["Fashion", "Stories", "diwali"],
  ["Travel", "Stories", "bgmi"],
  ["Food", "Reels", "neet"],
  ["Fashion", "Reels", "street dogs"],
  ["Travel", "Posts", "virat kohli"],
  ["Food", "Posts", "zorblaxian"],
] as const;

for (const [niche, type, topic] of BY_ADDRESS) {
  test(`?niche=${niche}&type=${type}&topic=${topic}: the plan is written for the topic`, async ({ page }) => {
    await open(page, `${PATH}?${new URLSearchParams({ niche, type, topic }).toString()}`);
    await expect(topicField(page)).toHaveValue(topic);
    const { subject, text } = planFor(niche, type, topic);
    await expect(page.getByRole("region", { name: `Your ${niche} ${type} strategy for ${subject}` })).toBeVisible();
    await expect(strategyText(page)).toHaveText(text);
    await expect(strategyText(page)).toContainText(subject);
  });
}
