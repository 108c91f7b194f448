import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";
import {
  type Rgb,
  type TestFile,
  centreColour,
  dropFiles,
  expectColour,
  png,
  solid,
  watchOtherHosts,
} from "../../../tests/e2e/test-images";

const PATH = "/instagram/grid-preview";

const RED: Rgb = [220, 30, 30];
const GREEN: Rgb = [30, 180, 60];
const BLUE: Rgb = [30, 60, 220];
const YELLOW: Rgb = [240, 210, 20];
const PURPLE: Rgb = [140, 40, 180];
const CYAN: Rgb = [20, 200, 210];

const red = solid("red.png", 1280, 720, RED);
const green = solid("green.png", 720, 1280, GREEN);
const blue = solid("blue.png", 1080, 1350, BLUE);
const yellow = solid("yellow.png", 600, 600, YELLOW);
/** Instagram's widest post, 1.91:1. */
const landscape = solid("landscape.png", 382, 200, PURPLE);

/** Three bands side by side: the left, middle and right thirds of a 3 × 1 split. */
const bands = png("Goa Trip.png", 900, 400, (x) => (x < 300 ? RED : x < 600 ? GREEN : BLUE));
/** Six blocks, two rows of three: one colour per tile of a 3 × 2 split. */
const blocks = png("poster.png", 900, 800, (x, y) => {
  const column = x < 300 ? 0 : x < 600 ? 1 : 2;
  return (y < 400 ? [RED, GREEN, BLUE] : [YELLOW, PURPLE, CYAN])[column] ?? RED;
});

const addToGrid = (page: Page, files: TestFile[]) => page.locator("#grid-files").setInputFiles(files);
const tiles = (page: Page) => page.getByTestId("grid-tile");
const names = (page: Page) => tiles(page).evaluateAll((items) => items.map((item) => item.getAttribute("data-name")));
const liveRegion = (page: Page) => page.locator("[id^='DndLiveRegion']");
/** Waits until no tile is still sliding into place (a transform, or its transition back to none). */
const settled = (page: Page) =>
  expect
    .poll(() =>
      tiles(page).evaluateAll((items) =>
        items.every((item) => !(item as HTMLElement).style.transform && item.getAnimations().length === 0),
      ),
    )
    .toBe(true);
/** Picks up the focused picture; the library starts listening for arrow keys a moment later. */
async function pickUp(page: Page, key: "Space" | "Enter", announcement: string) {
  await page.keyboard.press(key);
  await expect(liveRegion(page)).toHaveText(announcement);
  await page.waitForTimeout(100);
}
const results = (page: Page) => page.getByRole("region", { name: "Your tiles, in posting order" });

async function split(page: Page, file: TestFile, layout: "3 × 1: one row" | "3 × 2: two rows") {
  await page.locator("#split-file").setInputFiles(file);
  await expect(page.getByTestId("split-source")).toContainText(file.name);
  // The radio itself is visually hidden inside its chip; the visitor clicks the chip.
  await page.getByText(layout, { exact: true }).click();
  await expect(page.getByLabel(layout)).toBeChecked();
  await page.getByRole("button", { name: "Make tiles" }).click();
}

let otherHosts: string[] = [];
let violations: () => Promise<string[]>;

test.beforeEach(async ({ page, baseURL }) => {
  otherHosts = watchOtherHosts(page, baseURL);
  violations = await e2e.watchViolations(page);
});

test.afterEach(async () => {
  expect(otherHosts, "requests to other hosts").toEqual([]);
  expect(await violations(), "Content-Security-Policy violations").toEqual([]);
});

/** Whether a tile's number and buttons can be seen (they fade in; settled means fully one way). */
const controlsShown = (page: Page, index: number) =>
  tiles(page)
    .nth(index)
    .getByTestId("tile-controls")
    .evaluate((element) => getComputedStyle(element).opacity);
const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
};
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("at 375 px", e2e.PHONE_ONLY, () => {
  test("the profile and its grid fill the phone's width, three 3:4 tiles to a row", async ({ page }) => {
    await e2e.open(page, PATH);
    await expect(page.getByTestId("grid-status")).toHaveText("No pictures yet: your grid shows up here as 3:4 tiles.");
    await expect(page.getByTestId("empty-grid").locator("li")).toHaveCount(3);
    const counts = page.getByTestId("profile-counts");
    // Each count is read label first ("posts, 0"); the screen shows the number above it.
    await expect(counts.locator("div")).toHaveText(["posts0", "followers—", "following—"]);

    await addToGrid(page, [red, green, blue, yellow]);
    await expect.poll(() => names(page)).toEqual(["red.png", "green.png", "blue.png", "yellow.png"]);
    await expect(counts.locator("div").first()).toHaveText("posts4");
    // The card's padding is given up so the grid runs edge to edge, as in the app.
    const grid = await box(page.getByRole("list", { name: "Your planned grid, newest post first" }));
    expect(grid.width).toBeGreaterThanOrEqual(335);
    const boxes = await Promise.all([0, 1, 2, 3].map((i) => box(tiles(page).nth(i).locator("img"))));
    for (const tile of boxes) expect(tile.width / tile.height).toBeCloseTo(3 / 4, 1);
    expect(boxes[1]?.y).toBeCloseTo(boxes[0]?.y ?? -1, 0);
    expect(boxes[3]?.y ?? 0).toBeGreaterThan((boxes[0]?.y ?? 0) + (boxes[0]?.height ?? 0) - 1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await e2e.expectNoAxeViolations(page);
  });

  test("a tap shows a tile's number and buttons; a second tap hides them", async ({ page }) => {
    await e2e.open(page, PATH);
    await addToGrid(page, [red, green]);
    await expect(tiles(page)).toHaveCount(2);
    await expect.poll(() => controlsShown(page, 0)).toBe("0");
    // Hidden, the buttons let a tap through to the picture.
    await page.getByRole("button", { name: "Image 1 of 2: red.png" }).tap();
    await expect.poll(() => controlsShown(page, 0)).toBe("1");
    await expect(tiles(page).nth(0)).toHaveAttribute("data-selected", "true");
    expect(await controlsShown(page, 1)).toBe("0");
    await page.getByRole("button", { name: "Move image 1 later: red.png" }).tap();
    await expect.poll(() => names(page)).toEqual(["green.png", "red.png"]);
    await expect(page.getByTestId("move-status")).toHaveText("Image 1, red.png, moved to position 2 of 2.");
    await page.getByRole("button", { name: "Image 2 of 2: red.png" }).tap();
    await expect(tiles(page).nth(1)).not.toHaveAttribute("data-selected");
  });

  test("the split results fit the phone's width", async ({ page }) => {
    await e2e.open(page, PATH);
    await split(page, bands, "3 × 1: one row");
    await expect(results(page).getByTestId("tile-name")).toHaveCount(3);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe("at 1280 px", () => {
  test("the profile is a centred column as wide as Instagram's web profile", async ({ page }) => {
    await e2e.open(page, PATH);
    await addToGrid(page, [red, green, blue]);
    await expect(tiles(page)).toHaveCount(3);
    const profile = await box(page.getByTestId("profile-preview"));
    expect(profile.width).toBeCloseTo(935, -1);
    const card = await box(page.locator("#grid-heading").locator("xpath=ancestor::section[1]"));
    // Centred: the same room on either side.
    expect(profile.x - card.x).toBeCloseTo(card.x + card.width - (profile.x + profile.width), 0);
    const tile = await box(tiles(page).first().locator("img"));
    expect(tile.width).toBeGreaterThan(300);
    expect(tile.width / tile.height).toBeCloseTo(3 / 4, 1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

test("says what the feed and the grid do with square, landscape and portrait pictures, and names its sources", async ({
  page,
}) => {
  await e2e.open(page, PATH);
  await addToGrid(page, [yellow, landscape, blue, green]);
  const notes = page.getByTestId("post-notes");
  await expect(notes).toHaveCount(4);
  await expect(notes.nth(0)).toContainText("1. yellow.png");
  await expect(notes.nth(0)).toContainText("Feed: a square post (1:1), shown whole.");
  await expect(notes.nth(0)).toContainText("Grid: the middle 3:4, which cuts 25% off the sides.");
  await expect(notes.nth(1)).toContainText("Feed: a landscape post (1.91:1), shown whole.");
  await expect(notes.nth(1)).toContainText("Grid: the middle 3:4, which cuts 61% off the sides.");
  await expect(notes.nth(2)).toContainText("Feed: a portrait post (4:5), shown whole.");
  await expect(notes.nth(2)).toContainText("Grid: the middle 3:4, which cuts 6% off the sides.");
  await expect(notes.nth(3)).toContainText(
    "Feed: cropped to 3:4, Instagram's tallest post, which cuts 25% off the top and bottom.",
  );
  await expect(notes.nth(3)).toContainText("Grid: the whole post, nothing cut.");
  // Each picture is drawn at the shape the feed gives it, with the grid's 3:4 outlined.
  const square = await box(notes.nth(0).locator("img"));
  expect(square.width / square.height).toBeCloseTo(1, 1);
  const wide = await box(notes.nth(1).locator("img"));
  expect(wide.width / wide.height).toBeCloseTo(1.91, 1);
  const frame = await box(notes.nth(1).getByTestId("grid-crop"));
  expect(frame.width / frame.height).toBeCloseTo(3 / 4, 1);
  await expect(notes.nth(3).getByTestId("grid-crop")).toHaveCount(0);
  await expect(page.getByTestId("shape-sources")).toContainText(
    "announced by Adam Mosseri, head of Instagram, on 17 January 2025",
  );
  await expect(page.getByTestId("shape-sources")).toContainText("Instagram Help Centre");
});

test("a tile's number and buttons stay hidden until it is focused, and the keyboard reaches them", async ({ page }) => {
  await e2e.open(page, PATH);
  await addToGrid(page, [red, green, blue]);
  await expect(tiles(page)).toHaveCount(3);
  await page.mouse.move(0, 0);
  for (const i of [0, 1, 2]) await expect.poll(() => controlsShown(page, i)).toBe("0");
  await page.getByRole("button", { name: "Image 2 of 3: green.png" }).focus();
  await expect.poll(() => controlsShown(page, 1)).toBe("1");
  expect(await controlsShown(page, 0)).toBe("0");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Remove image 2: green.png" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Move image 2 earlier: green.png" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => names(page)).toEqual(["green.png", "red.png", "blue.png"]);
  // Focus stays on the button, now the first tile's, whose earlier move goes nowhere.
  const earlier = page.getByRole("button", { name: "Move image 1 earlier: green.png" });
  await expect(earlier).toBeFocused();
  await expect(earlier).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  expect(await names(page)).toEqual(["green.png", "red.png", "blue.png"]);
  // Pointing at a tile shows its controls too.
  await tiles(page).nth(2).hover();
  await expect.poll(() => controlsShown(page, 2)).toBe("1");
});

test("the profile takes a name, username, bio, counts, highlights and a picture, all kept on the page", async ({
  page,
}) => {
  await e2e.open(page, PATH);
  const preview = page.getByTestId("profile-preview");
  await expect(preview).toContainText("your.username");
  await expect(page.getByTestId("highlights").getByRole("listitem")).toHaveText(["New"]);
  await page.getByTestId("profile-preview").getByText("Edit profile", { exact: true }).click();
  await page.getByRole("textbox", { name: "Username" }).fill("@riya.cooks");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Riya Sharma");
  await page.getByRole("textbox", { name: "Bio" }).fill("Home cooking from Pune\nNew recipe every Sunday");
  await page.getByRole("textbox", { name: "Followers" }).fill("12590");
  await page.getByRole("textbox", { name: "Highlights" }).fill("Recipes, Travel, Festival season 2026");
  await expect(preview).toContainText("riya.cooks");
  await expect(preview).not.toContainText("@riya.cooks");
  await expect(preview).toContainText("Riya Sharma");
  await expect(page.getByTestId("profile-bio")).toHaveText("Home cooking from Pune\nNew recipe every Sunday");
  await expect(page.getByTestId("profile-counts").locator("div")).toHaveText([
    "posts0",
    "followers12.5K",
    "following—",
  ]);
  await expect(page.getByTestId("highlights").getByRole("listitem")).toHaveText([
    "Recipes",
    "Travel",
    "Festival season",
    "New",
  ]);
  await page.locator("#profile-picture-file").setInputFiles(blue);
  await expect(page.getByTestId("profile-picture").locator("img")).toHaveAttribute("src", /^blob:/u);
  await page.getByRole("button", { name: "Remove the profile picture" }).click();
  await expect(page.getByTestId("profile-picture").locator("img")).toHaveCount(0);
  // Nothing typed goes into the address, so no link or reload carries it off the device.
  expect(new URL(page.url()).search).toBe("");
});

test("moves a picture with the keyboard and says so in plain words", async ({ page }) => {
  await e2e.open(page, PATH);
  await addToGrid(page, [red, green, blue, yellow]);
  await page.getByRole("button", { name: "Image 1 of 4: red.png" }).focus();
  await pickUp(page, "Space", "Image 1, red.png, picked up.");
  await page.keyboard.press("ArrowRight");
  await expect(liveRegion(page)).toHaveText("Image 1, red.png, is over position 2 of 4.");
  await page.keyboard.press("Space");
  await expect(liveRegion(page)).toHaveText("Image 1, red.png, dropped at position 2 of 4.");
  await expect.poll(() => names(page)).toEqual(["green.png", "red.png", "blue.png", "yellow.png"]);
  await expect(page.getByRole("button", { name: "Image 2 of 4: red.png" })).toBeVisible();

  // Down a row, then Escape puts it back. Each key waits for the last one's announcement,
  // as a screen-reader user would.
  await settled(page);
  await page.getByRole("button", { name: "Image 1 of 4: green.png" }).focus();
  await pickUp(page, "Enter", "Image 1, green.png, picked up.");
  await page.keyboard.press("ArrowDown");
  await expect(liveRegion(page)).toHaveText("Image 1, green.png, is over position 4 of 4.");
  await page.keyboard.press("Escape");
  await expect(liveRegion(page)).toHaveText("Move cancelled. Image 1, green.png, stays at position 1.");
  expect(await names(page)).toEqual(["green.png", "red.png", "blue.png", "yellow.png"]);
  await settled(page);
  await page.getByRole("button", { name: "Image 1 of 4: green.png" }).focus();
  await pickUp(page, "Space", "Image 1, green.png, picked up.");
  await page.keyboard.press("ArrowDown");
  await expect(liveRegion(page)).toHaveText("Image 1, green.png, is over position 4 of 4.");
  await page.keyboard.press("Space");
  await expect.poll(() => names(page)).toEqual(["red.png", "blue.png", "yellow.png", "green.png"]);
});

test("cuts a picture into a 3 × 1 row, numbered in posting order, right tile first", async ({ page }) => {
  await e2e.open(page, PATH);
  await split(page, bands, "3 × 1: one row");
  await expect(results(page).getByRole("status")).toHaveText("3 tiles ready. Post number 1 first and number 3 last.");
  await expect(results(page).getByTestId("tile-name")).toHaveText([
    "goa-trip-post-1-of-3.jpg",
    "goa-trip-post-2-of-3.jpg",
    "goa-trip-post-3-of-3.jpg",
  ]);
  await expect(results(page).getByRole("listitem")).toContainText([
    "Post 1 of 3, lands right",
    "Post 2 of 3, lands middle",
    "Post 3 of 3, lands left",
  ]);
  const links = results(page).getByRole("link", { name: /^Download / });
  await expect(links).toHaveCount(3);
  const colours = [BLUE, GREEN, RED];
  for (const [i, colour] of colours.entries()) {
    await expect(links.nth(i)).toHaveAttribute("download", `goa-trip-post-${i + 1}-of-3.jpg`);
    expectColour(await centreColour(page, (await links.nth(i).getAttribute("href")) ?? ""), colour);
  }
  const size = await page.evaluate(
    async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    },
    (await links.first().getAttribute("href")) ?? "",
  );
  expect(size).toEqual([1080, 1440]);
  await expect(results(page)).toContainText("Each tile is made from only 300 pixels of your picture across");
  // The assembled preview reads left to right: the last tile posted sits top left.
  await expect(page.getByTestId("split-preview").locator("span")).toHaveText(["3", "2", "1"]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test("drags a picture to a new place with the mouse", async ({ page }) => {
  await e2e.open(page, PATH);
  await addToGrid(page, [red, green, blue]);
  // The profile sits above the grid: bring the first row into view, where the mouse can reach it.
  await tiles(page).nth(2).scrollIntoViewIfNeeded();
  const from = await tiles(page).nth(0).boundingBox();
  const to = await tiles(page).nth(2).boundingBox();
  if (!from || !to) throw new Error("tiles not laid out");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect.poll(() => names(page)).toEqual(["green.png", "blue.png", "red.png"]);
});

test("pictures dropped on the zone join the grid", async ({ page }) => {
  await e2e.open(page, PATH);
  await dropFiles(page, "#grid-heading ~ div button", [red, green]);
  await expect(tiles(page)).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Add more pictures" })).toBeVisible();
});

test("keeps twelve pictures and says how many were left out", async ({ page }) => {
  await e2e.open(page, PATH);
  const many = Array.from({ length: 13 }, (_, i) => solid(`photo-${i + 1}.png`, 60, 80, [i * 15, 100, 200]));
  await addToGrid(page, many);
  await e2e.expectToast(page, "Twelve at a time", "The grid shows up to 12 pictures, so 1 was left out.");
  await expect(tiles(page)).toHaveCount(12);
  await addToGrid(page, [red]);
  await e2e.expectToast(page, "Twelve at a time", "The grid shows up to 12 pictures, so 1 was left out.");
  await expect(tiles(page)).toHaveCount(12);
});

test("a file that is not a picture gets a message; the good ones still join", async ({ page }) => {
  await e2e.open(page, PATH);
  await addToGrid(page, [red, { name: "caption.txt", mimeType: "text/plain", buffer: Buffer.from("hello") }]);
  await e2e.expectToast(page, "Can't use that file", "“caption.txt” isn't an image. Pick a JPG, PNG or WebP file.");
  await expect(tiles(page)).toHaveCount(1);
});

test("removes one picture, or clears the grid", async ({ page }) => {
  await e2e.open(page, PATH);
  await addToGrid(page, [red, green, blue]);
  await tiles(page).nth(1).hover();
  await page.getByRole("button", { name: "Remove image 2: green.png" }).click();
  expect(await names(page)).toEqual(["red.png", "blue.png"]);
  // Focus goes to the picture that took its place, not back to the top of the page.
  await expect(page.getByRole("button", { name: "Image 2 of 2: blue.png" })).toBeFocused();
  await page.getByRole("button", { name: "Clear the grid" }).click();
  await expect(tiles(page)).toHaveCount(0);
  await expect(page.getByTestId("empty-grid")).toBeVisible();
});

test("cuts a 3 × 2 grid: bottom row first, right to left, and the tiles can join the grid", async ({ page }) => {
  await e2e.open(page, PATH);
  await split(page, blocks, "3 × 2: two rows");
  const links = results(page).getByRole("link", { name: /^Download / });
  await expect(links).toHaveCount(6);
  const expected: [string, Rgb][] = [
    ["bottom right", CYAN],
    ["bottom middle", PURPLE],
    ["bottom left", YELLOW],
    ["top right", BLUE],
    ["top middle", GREEN],
    ["top left", RED],
  ];
  for (const [i, [position, colour]] of expected.entries()) {
    await expect(results(page).getByRole("listitem").nth(i)).toContainText(`Post ${i + 1} of 6, lands ${position}`);
    expectColour(await centreColour(page, (await links.nth(i).getAttribute("href")) ?? ""), colour);
  }
  const download = page.waitForEvent("download");
  await links.first().click();
  expect((await download).suggestedFilename()).toBe("poster-post-1-of-6.jpg");

  await results(page).getByRole("button", { name: "Add tiles to the grid above" }).click();
  await expect
    .poll(() => names(page))
    .toEqual([
      "poster-post-6-of-6.jpg",
      "poster-post-5-of-6.jpg",
      "poster-post-4-of-6.jpg",
      "poster-post-3-of-6.jpg",
      "poster-post-2-of-6.jpg",
      "poster-post-1-of-6.jpg",
    ]);
  expectColour(await centreColour(page, (await tiles(page).first().locator("img").getAttribute("src")) ?? ""), RED);
});

test("Make tiles without a picture asks for one", async ({ page }) => {
  await e2e.open(page, PATH);
  await page.getByRole("button", { name: "Make tiles" }).click();
  await e2e.expectToast(page, "No picture yet", "Pick a picture to split, then press Make tiles.");
  await expect(results(page)).toHaveCount(0);
});

test("the address carries the split layout", async ({ page }) => {
  await e2e.open(page, `${PATH}?layout=3x2`);
  await expect(page.getByLabel("3 × 2: two rows")).toBeChecked();
  await e2e.expectToast(page, "No picture yet", "Pick a picture to split, then press Make tiles.");
  await page.locator("#split-file").setInputFiles(bands);
  // A layout already chosen stays chosen when the picture arrives.
  await expect(page.getByLabel("3 × 2: two rows")).toBeChecked();
  await page.getByText("3 × 1: one row", { exact: true }).click();
  await page.getByRole("button", { name: "Make tiles" }).click();
  await expect(results(page).getByTestId("tile-name")).toHaveCount(3);
  await expect(page).toHaveURL(/\?layout=3x1$/);
});

test("a layout that is not on offer is left out, with a message", async ({ page }) => {
  await e2e.open(page, `${PATH}?layout=${encodeURIComponent("<b>4x4</b>")}`);
  await e2e.expectToast(
    page,
    "No picture yet",
    "“<b>4x4</b>” is not one of the choices for “Split into”, so it was left out. Pick a picture to split, then press Make tiles.",
  );
  await expect(page.getByLabel("3 × 1: one row")).not.toBeChecked();
  await expect(page.getByLabel("3 × 2: two rows")).not.toBeChecked();
  await expect(page.locator("main b")).toHaveCount(0);
  // With a picture but no layout, the page asks for one; picking the picture chose one row.
  await page.locator("#split-file").setInputFiles(bands);
  await expect(page.getByLabel("3 × 1: one row")).toBeChecked();
});

test("has no accessibility violations with a grid and tiles shown", async ({ page }) => {
  // Two full axe runs over a long page: slow on a busy machine.
  test.slow();
  await e2e.open(page, PATH);
  await addToGrid(page, [red, green, blue]);
  await split(page, bands, "3 × 1: one row");
  await expect(results(page).getByTestId("tile-name")).toHaveCount(3);
  await page.getByTestId("profile-preview").getByText("Edit profile", { exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Bio" })).toBeVisible();
  await e2e.expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Image 1 of 3: red.png" }).focus();
  await page.keyboard.press("Space");
  await expect(liveRegion(page)).toHaveText("Image 1, red.png, picked up.");
  await e2e.expectNoAxeViolations(page);
});

// Under any query too: a page asks again for a script it failed to fetch under a fresh one.
const GRID_SCRIPT = "**/assets/sortable-grid-*.js*";

test("says so when the grid cannot be fetched, and shows it once it can", async ({ page }) => {
  await page.route(GRID_SCRIPT, (route) => route.abort());
  await e2e.open(page, PATH);
  await addToGrid(page, [red]);
  await e2e.expectToast(page, "Oops!", "This tool didn't finish loading. Check your connection and try again.");
  await expect(page.getByTestId("empty-grid")).toBeVisible();
  await page.unroute(GRID_SCRIPT);
  await addToGrid(page, [green]);
  await expect.poll(() => names(page)).toEqual(["red.png", "green.png"]);
});
