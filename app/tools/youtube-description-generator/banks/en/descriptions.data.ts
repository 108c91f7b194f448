import type { SubjectKind, VideoFormat } from "~/lib/topic";
import type { Fit } from "~/lib/text/template-fit";

/**
 * One description shape. The page writes, in this order: the mark and the visitor's title; the
 * intro; the facts block (placeholders the creator fills in: specs, ingredients, trip details);
 * the spec's sample chapters (00:00 Intro, 01:15, 03:45, 05:30 Conclusion) named for this kind of
 * video; the links; the disclosure line where a brand may be involved; the sign-off; the hashtags.
 *
 * In `intro`, `{topic}` is the subject with its place ("Delhi street food"), in its own casing,
 * and `{Topic}` the same where a sentence opens with it. The topic sits after a colon, before a
 * label word ("{topic} haul", "{topic} ka review") or in a Hinglish phrase, never after "the",
 * "a" or "about", which a bare "phone" or "cat" would break. Placeholders sit in [brackets] and
 * nothing states a number, a price or a date for the creator.
 */
export interface DescriptionTemplate {
  fit: Fit;
  mark: string;
  intro: string;
  facts?: string;
  /** The names of the 01:15 and 03:45 chapters. */
  chapters: readonly [string, string];
  /** Said after "05:30 Conclusion" (": my verdict"), or "". */
  conclusion: string;
  heading: string;
  links: string;
  /** A line for the creator to say how the product came to them. */
  disclosure: boolean;
  outro: string;
}

const LINKS_A = `📲 Stay connected
Instagram: [your link]
Twitter / X: [your link]
Website: [your link]`;

const LINKS_B = `🔗 Find me here
Instagram: [your link]
Telegram / WhatsApp channel: [your link]
Business enquiries: [your email]`;

const LINKS_C = `🤝 Let's connect
Instagram: [your link]
LinkedIn: [your link]
Gear I use: [your link]`;

const SHORTS_LINKS_A = `📲 More from me
Instagram: [your link]
Website: [your link]`;

const SHORTS_LINKS_B = `🔗 Instagram: [your link]
🔗 WhatsApp channel: [your link]`;

const SHORTS_LINKS_C = `🤝 Find me
Instagram: [your link]
Business enquiries: [your email]`;

export const DISCLOSURE = "Disclosure: [paid partnership / sent by the brand / bought with my own money]";

const TIMESTAMPS = "⏱️ Timestamps";
const CHAPTERS = "⏱️ Chapters";

type Links = "a" | "b" | "c";
const LINKS: Readonly<Record<Links, string>> = { a: LINKS_A, b: LINKS_B, c: LINKS_C };
const SHORTS_LINKS: Readonly<Record<Links, string>> = { a: SHORTS_LINKS_A, b: SHORTS_LINKS_B, c: SHORTS_LINKS_C };
/** English sign-offs and headings go with links A and C, Hinglish ones with B. */
const HEADING: Readonly<Record<Links, string>> = { a: TIMESTAMPS, b: CHAPTERS, c: TIMESTAMPS };

interface Draft {
  mark: string;
  intro: string;
  facts?: string;
  chapters: readonly [string, string];
  conclusion?: string;
  links: Links;
  disclosure?: boolean;
  outro: string;
}

/** Templates for one fit. Every long-video template stays out of Shorts; Shorts have their own. */
function family(fit: Fit, drafts: readonly Draft[]): DescriptionTemplate[] {
  return drafts.map((draft) => ({
    fit: { ...fit, avoids: [...(fit.avoids ?? []), "shorts"] },
    mark: draft.mark,
    intro: draft.intro,
    ...(draft.facts === undefined ? {} : { facts: draft.facts }),
    chapters: draft.chapters,
    conclusion: draft.conclusion ?? "",
    heading: HEADING[draft.links],
    links: LINKS[draft.links],
    disclosure: draft.disclosure ?? false,
    outro: draft.outro,
  }));
}

const ANY = "any" as const;
const NO_FORMAT = [null] as const;
/** Every kind but food, whose how-tos are recipes. */
const NOT_FOOD: readonly SubjectKind[] = [
  "product",
  "brand",
  "place",
  "activity",
  "animal",
  "person",
  "event",
  "study",
  "game",
  "show",
  "field",
  "general",
];

const NOT_PRODUCT: readonly SubjectKind[] = NOT_FOOD.filter((kind) => kind !== "product").concat("food");

const SUBSCRIBE_EN = "Subscribe 🔔 so you don't miss the next one.";

// ── Reviews ──

const PRODUCT_REVIEW = family({ kinds: ["product"], formats: ["review"] }, [
  {
    mark: "⭐",
    intro: "{Topic}, reviewed after real day-to-day use: what's great, what's annoying, and who should skip it.",
    facts: `📋 At a glance
Price: [what you paid, and where]
Key specs: [the three that matter most]
Verdict: [one line: buy, wait or skip]`,
    chapters: ["First look and key specs", "Daily use: the good and the bad"],
    conclusion: " and verdict",
    links: "a",
    disclosure: true,
    outro: "Would you buy it? Tell me in the comments 👇 and Subscribe 🔔 for more honest reviews.",
  },
  {
    mark: "🔍",
    intro:
      "Paisa vasool hai ya nahi? {Topic} ko har angle se test kiya hai: build, performance, aur price ke hisaab se value 💸",
    facts: `📋 Specs ek nazar mein
Price: [launch price / jo aapne pay kiya]
Variant: [jo is video mein hai]
Kahan se liya: [store ya brand]`,
    chapters: ["Unboxing aur first look", "Real-life test"],
    conclusion: ": final verdict",
    links: "b",
    disclosure: true,
    outro: "Aapka verdict kya hai? Comments mein batao, aur Subscribe 🔔 karna mat bhoolna!",
  },
  {
    mark: "📦",
    intro:
      "Spec sheets tell half the story. In this review: {topic} in daily use, who it's for, and what to look at instead for the same money.",
    facts: `📋 Specs in this video
[spec – what it means in daily use]
[spec – what it means in daily use]`,
    chapters: ["Design and build", "Performance in daily use"],
    conclusion: " and verdict",
    links: "c",
    disclosure: true,
    outro: "If this review helped you decide, a Like 👍 helps the channel more than you'd think.",
  },
]);

/** Reviews of anything but a product (which always gets its specs): a brand, a course, a gym, an app. */
const REVIEW = family({ kinds: NOT_PRODUCT, formats: ["review"] }, [
  {
    mark: "⭐",
    intro: "Straight review, no sugar-coating: {topic}. What works, what doesn't, and who it's really for.",
    chapters: ["First impressions", "The good and the bad"],
    conclusion: " and verdict",
    links: "a",
    disclosure: true,
    outro: "Agree with the verdict? Tell me in the comments 👇 and Subscribe 🔔 for more honest reviews.",
  },
  {
    mark: "🔍",
    intro: "Sab kuch honestly bataya hai: {topic} ke achhe points, kamiyan, aur yeh kiske liye sahi hai.",
    chapters: ["Pehli impression", "Achha aur bura"],
    conclusion: ": verdict",
    links: "b",
    disclosure: true,
    outro: "Aap kya sochte ho? Comments mein batao, aur Subscribe 🔔 zaroor karna!",
  },
]);

const SHOW_REVIEW = family({ kinds: ["show"], formats: ["review"] }, [
  {
    mark: "🍿",
    intro: "Spoiler-free review: {topic}. What worked, what didn't, and whether it deserves your weekend.",
    chapters: ["The premise, no spoilers", "What worked and what didn't"],
    conclusion: ": my rating",
    links: "a",
    outro: "Seen it yet? Rate it out of 10 in the comments 👇 Spoilers go in a reply, please 🙏",
  },
  {
    mark: "🎬",
    intro: "Yeh raha {topic} ka honest review, bina spoilers ke: kya kaam kiya, kya nahi, aur kiske liye hai.",
    chapters: ["Story setup, bina spoilers", "Highs and lows"],
    conclusion: ": rating",
    links: "b",
    outro: "Aapki rating kya hai? Comments mein likho, bas spoilers mat dena 🙏",
  },
]);

const FOOD_REVIEW = family({ kinds: ["food"], formats: ["review"] }, [
  {
    mark: "😋",
    intro: "Honest review: {topic}. What I ordered, what it cost, and whether I'd go back.",
    facts: `📍 Where: [name and area]
💸 What I paid: [price per dish, or for two]
⏰ Timings: [open hours]`,
    chapters: ["The place and the menu", "Taste test"],
    conclusion: ": worth it?",
    links: "a",
    disclosure: true,
    outro: "Where should I eat next? Drop it in the comments 👇 and Subscribe 🔔 for more food reviews.",
  },
]);

const PLACE_REVIEW = family({ kinds: ["place"], formats: ["review"] }, [
  {
    mark: "📍",
    intro: "Honest review: {topic}. Getting there, what it costs, and whether it's worth your time.",
    facts: `📍 Location: [address / map link]
💸 Cost: [entry fee, room rate or price for two]
⏰ Timings: [open hours]`,
    chapters: ["Getting there", "Inside: what's good and what's not"],
    conclusion: ": worth a visit?",
    links: "a",
    disclosure: true,
    outro: `Been here? Tell me what I missed 👇 ${SUBSCRIBE_EN}`,
  },
]);

const GAME_REVIEW = family({ kinds: ["game"], formats: ["review"], needs: ["videoGame"] }, [
  {
    mark: "🎮",
    intro: "Honest review: {topic}. Gameplay, graphics, how it runs, and whether it's worth your time and storage.",
    facts: `🎮 Played on: [device or platform]
⚙️ Graphics setting: [what you used]`,
    chapters: ["Gameplay and controls", "Graphics and performance"],
    conclusion: " and verdict",
    links: "a",
    outro: "Playing it too? Tell me your rating in the comments 👇 and Subscribe 🔔 for more.",
  },
]);

// ── Unboxing, comparison, haul ──

const UNBOXING = family({ kinds: ANY, formats: ["unboxing"] }, [
  {
    mark: "📦",
    intro: "Unboxing {topic}: everything in the box, the first setup, and my first impressions before a full review.",
    chapters: ["What's in the box", "First look and setup"],
    conclusion: ": first impressions",
    links: "a",
    disclosure: true,
    outro: "What should I test first for the full review? Comments mein batao 👇 and Subscribe 🔔",
  },
  {
    mark: "✨",
    intro: "{Topic} aa gaya! Box kholte hain aur dekhte hain andar kya kya milta hai 👀",
    chapters: ["Box mein kya hai", "Setup aur first look"],
    conclusion: ": pehli impression",
    links: "b",
    disclosure: true,
    outro: "Full review chahiye? Comments mein batao, aur Subscribe 🔔 karna mat bhoolna!",
  },
  {
    mark: "🎁",
    intro:
      "Fresh out of the box: {topic}. The full first look with nothing skipped, the bits that impressed me and the bits that didn't.",
    chapters: ["Unboxing", "First hour with it"],
    conclusion: ": first impressions",
    links: "c",
    disclosure: true,
    outro: `Questions about it? Ask in the comments 👇 ${SUBSCRIBE_EN}`,
  },
]);

const BUY_COMPARISON = family({ kinds: ["product", "brand"], formats: ["comparison"] }, [
  {
    mark: "⚖️",
    intro:
      "Head to head: {topic}. Build, features, real-life performance and price, and which one I'd pick for different needs.",
    facts: `📋 Quick compare
Price: [option one] vs [option two]
Best for: [who should pick which]`,
    chapters: ["Specs side by side", "Real-life test"],
    conclusion: ": which one to buy",
    links: "a",
    disclosure: true,
    outro: "Which one would you buy? Tell me in the comments 👇 and Subscribe 🔔 for more comparisons.",
  },
  {
    mark: "🥊",
    intro: "{Topic}: kaunsa lena chahiye? Dono ko same tasks pe test kiya, aur sab kuch side by side dikhaya hai.",
    chapters: ["Design aur build", "Performance test"],
    conclusion: ": kaunsa lein?",
    links: "b",
    disclosure: true,
    outro: "Aap kaunsa loge? Comments mein batao, aur Subscribe 🔔 zaroor karna!",
  },
]);

const COMPARISON = family({ kinds: ANY, formats: ["comparison"] }, [
  {
    mark: "⚖️",
    intro: "{Topic}: where they really differ, where they don't, and which one fits you.",
    chapters: ["Where they differ", "Head to head"],
    conclusion: ": which one is for you",
    links: "c",
    outro: `Team which? Pick a side in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "🤔",
    intro:
      "The never-ending debate, argued properly: {topic}. Pros, cons and the questions to ask yourself before you pick a side.",
    chapters: ["The case for each", "Side by side"],
    conclusion: ": my pick",
    links: "a",
    outro: "Where do you stand? Keep it friendly in the comments 😄 and Subscribe 🔔 for the next one.",
  },
]);

const HAUL = family({ kinds: ANY, formats: ["haul"] }, [
  {
    mark: "🛍️",
    intro: "{Topic} haul: everything I picked up, tried on or tested, with prices and honest thoughts on each.",
    facts: `🛍️ Items in this video
[item – price – link]
[item – price – link]`,
    chapters: ["What I picked up", "Try-on and close-ups"],
    conclusion: ": keep or return?",
    links: "a",
    disclosure: true,
    outro: "Which piece would you keep? Tell me in the comments 👇 and Subscribe 🔔 for more hauls.",
  },
  {
    mark: "📦",
    intro: "{Topic} haul aa gaya! Kya achha nikla, kya paisa barbaad, sab honestly bataya hai 😅",
    facts: `🛍️ Is video ke items
[item – price – link]
[item – price – link]`,
    chapters: ["Haul reveal", "Try-on aur quality check"],
    conclusion: ": best aur worst buy",
    links: "b",
    disclosure: true,
    outro: "Aapko kaunsa pasand aaya? Comments mein batao, aur Subscribe 🔔 karna mat bhoolna!",
  },
]);

// ── How-tos: recipes, tutorials, tips ──

const INGREDIENTS = `📝 Ingredients
[ingredient – quantity]
[ingredient – quantity]
[add the rest]`;

const RECIPE = family({ kinds: ["food"], formats: [null, "recipe", "tutorial"], needs: ["howTo"] }, [
  {
    mark: "🍳",
    intro:
      "{Topic} at home, the easy way: simple ingredients, clear steps, and the small details that make it taste right.",
    facts: `${INGREDIENTS}

🍽️ Serves: [how many]`,
    chapters: ["Ingredients", "Cooking it step by step"],
    conclusion: " and serving",
    links: "a",
    outro: "Tried it? Tell me in the comments how it turned out 👇 and Subscribe 🔔 for more recipes.",
  },
  {
    mark: "🥘",
    intro:
      "Ghar pe {topic} banana bilkul mushkil nahi hai. Step by step recipe, simple ingredients ke saath, taaki pehli baar mein hi sahi bane 😋",
    facts: `📝 Saamagri (ingredients)
[ingredient – quantity]
[ingredient – quantity]
[baaki yahan likhein]`,
    chapters: ["Saamagri", "Banane ka tarika"],
    conclusion: " aur serving tips",
    links: "b",
    outro: "Banakar dekha toh comments mein zaroor batana, result kaisa raha! Aur recipes ke liye Subscribe 🔔 karo.",
  },
  {
    mark: "📌",
    intro:
      "Save this {topic} recipe: no fancy equipment, nothing hard to find, just a version you'll actually make again.",
    facts: INGREDIENTS,
    chapters: ["What you need", "Method"],
    conclusion: " and tips",
    links: "c",
    outro: `Which recipe should I make next? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
]);

const TUTORIAL = family({ kinds: NOT_FOOD, formats: [null, "tutorial", "recipe"], needs: ["howTo"] }, [
  {
    mark: "📌",
    intro: "{Topic} for beginners, step by step: everything you need, in the order you need it.",
    facts: `🧰 What you need
[item, app or tool]
[item, app or tool]`,
    chapters: ["What you need before you start", "Step-by-step walkthrough"],
    links: "a",
    outro: "Stuck somewhere? Ask in the comments 👇 Like 👍 and Subscribe 🔔 for the next one.",
  },
  {
    mark: "🎬",
    intro:
      "Aaj ki video mein {topic} step by step cover kiya hai: no fluff, bas wahi jo sach mein kaam karta hai. Save kar lo, aur us dost ko bhejo jo hamesha yahi poochta hai 😄",
    chapters: ["Basics, simple bhasha mein", "Pro tips aur common mistakes"],
    links: "b",
    outro:
      "Har hafte nayi video aati hai, toh Subscribe karke bell 🔔 daba do. Next kis topic pe video chahiye? Comments mein batao!",
  },
]);

/** "The … basics" reads for a skill, not for "UPSC ki taiyari" or "padhai". */
const SKILL_BASICS = family(
  { kinds: NOT_FOOD, formats: [null, "tutorial", "recipe"], needs: ["howTo"], avoids: ["prep"] },
  [
    {
      mark: "💡",
      intro:
        "The {topic} basics, done right: the why behind each step, the mistakes beginners make, and how to practise so it sticks.",
      chapters: ["Why this matters", "The full breakdown"],
      links: "c",
      outro: "Thanks for watching 🙏 If you learnt something new, a Like and a Subscribe really help the channel grow.",
    },
  ],
);

/** A skill with no format named ("gym", "guitar"): getting better at it, not a single lesson. */
const PRACTICE = family({ kinds: ["activity"], formats: NO_FORMAT, needs: ["howTo"] }, [
  {
    mark: "🔁",
    intro: "{Topic}, made a habit: what to practise, how often, and how to tell you're getting better.",
    chapters: ["Where to start", "A simple practice plan"],
    conclusion: ": how to keep going",
    links: "a",
    outro: `What are you working on right now? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
]);

const TIPS = family({ kinds: ANY, formats: ["tips"] }, [
  {
    mark: "💡",
    intro: "{Topic} tips that actually make a difference: quick, practical, and easy to try today.",
    chapters: ["The basics most people skip", "Tips that make the biggest difference"],
    links: "a",
    outro: "Got a tip I missed? Drop it in the comments 👇 and Subscribe 🔔 for more.",
  },
  {
    mark: "🔥",
    intro:
      "{Topic} ke best tips aur tricks, ek hi video mein. Inmein se ek bhi kaam aaye toh video share zaroor karna 🙏",
    chapters: ["Basic tips", "Pro tricks aur common galtiyan"],
    links: "b",
    outro: "Aapki favourite tip kaunsi thi? Comments mein batao, aur Subscribe 🔔 karo!",
  },
  {
    mark: "✅",
    intro: "Save this before your next try: {topic} tips, mistakes to avoid, and the small changes that add up.",
    chapters: ["Mistakes to avoid", "Small changes that add up"],
    links: "c",
    outro: `Which tip are you trying first? Tell me below 👇 ${SUBSCRIBE_EN}`,
  },
]);

// ── Food eaten out, places, travel ──

const FOOD_WALK = family({ kinds: ["food"], formats: [null, "vlog"], needs: ["eatenOut"] }, [
  {
    mark: "😋",
    intro: "{Topic}: what to eat, where to find it, and what's worth your money. Every stop is in the chapters below.",
    facts: `📍 Places in this video
[name – area]
[name – area]

💸 Prices: [what each dish cost on the day]`,
    chapters: ["First stop", "The dish everyone asks about"],
    conclusion: ": what to try, what to skip",
    links: "a",
    outro: "Which place should I try next? Drop it in the comments 👇 and Subscribe 🔔 for more food walks.",
  },
  {
    mark: "🍽️",
    intro:
      "Aaj ka food walk: {topic}. Har stop pe kya khaya, kitne ka pada, aur kya dobara khana chahiye, sab is video mein.",
    facts: `📍 Is video ki jagah
[naam – area]
[naam – area]`,
    chapters: ["Pehla stop", "Sabse tasty plate"],
    conclusion: ": kya try karein, kya skip",
    links: "b",
    outro: "Next food walk kahan ho? Comments mein batao, aur Subscribe 🔔 karna mat bhoolna!",
  },
]);

/** "Eating through {topic}" needs somewhere to eat through: Delhi street food, not just "food". */
const FOOD_CRAWL = family({ kinds: ["food"], formats: [null, "vlog"], needs: ["eatenOut", "withPlace"] }, [
  {
    mark: "🌶️",
    intro: "Eating through {topic}, one plate at a time: the hits, the misses, and the one I'd go back for.",
    facts: `📍 Where we ate: [names and areas]
⏰ Best time to go: [when it's open and least crowded]`,
    chapters: ["Starting off", "The best plate"],
    conclusion: ": final ranking",
    links: "c",
    outro: `Tell me your favourite spot for this in the comments 👇 ${SUBSCRIBE_EN}`,
  },
]);

const TRAVEL_GUIDE = family({ kinds: ["place"], formats: [null, "travel-guide"], needs: ["region"] }, [
  {
    mark: "🗺️",
    intro:
      "Planning your {topic} trip? This guide covers how to get there, where to stay, what to see and eat, and the mistakes to avoid.",
    facts: `🧳 Trip at a glance
Days: [how many]
Budget: [per person, what you spent]
Best time to visit: [months]
How to reach: [nearest airport / railway station]`,
    chapters: ["How to reach and where to stay", "Places to visit and what to eat"],
    conclusion: ": budget and tips",
    links: "a",
    outro: "Save this for your trip and share it with whoever's coming along 🧳 Subscribe 🔔 for more travel guides.",
  },
  {
    mark: "📍",
    intro:
      "{Topic} ka complete travel plan: kahan rukna hai, kya dekhna hai, kya khana hai, aur kharcha kitna aata hai. Sab ek video mein.",
    facts: `🧳 Trip ki details
Kitne din: [din]
Budget: [per person]
Kab jaayein: [mahine]`,
    chapters: ["Kaise pahunchein aur kahan rukein", "Ghoomne ki jagah aur khana"],
    conclusion: ": budget aur tips",
    links: "b",
    outro: "Koi sawaal ho toh comments mein poocho 👇 aur aise travel guides ke liye Subscribe 🔔 karo!",
  },
  {
    mark: "🧭",
    intro:
      "Everything I'd tell a friend heading to {topic}: the spots worth it, the ones you can skip, and how to plan the days.",
    facts: `🧳 Plan at a glance
Ideal trip length: [days]
Getting around: [cab / scooty / bus]
Where to stay: [the area you'd pick]`,
    chapters: ["Getting there and getting around", "The must-see spots"],
    conclusion: ": what to skip and what to budget",
    links: "c",
    outro: `Been there? Add your tips in the comments 👇 ${SUBSCRIBE_EN}`,
  },
]);

const TRAVEL_VLOG = family({ kinds: ["place"], formats: [null, "vlog"], needs: ["region"] }, [
  {
    mark: "🎥",
    intro: "{Topic}, day by day: the drives, the views, the food, and the bits that didn't go to plan 😅",
    chapters: ["Getting there", "Best day of the trip"],
    links: "a",
    outro: "Where should I go next? Tell me in the comments 👇 and Subscribe 🔔 for the next trip.",
  },
  {
    mark: "✈️",
    intro: "{Topic} trip vlog! Kahan ghoome, kya khaya, aur kitna maza aaya, sab camera pe 📸",
    chapters: ["Safar ki shuruaat", "Trip ka highlight"],
    links: "b",
    outro: "Next trip kahan ho? Comments mein batao, aur Subscribe 🔔 karna mat bhoolna!",
  },
]);

/** A cafe, a temple, a fort, a landmark: somewhere you visit for a few hours. */
const VENUE = family({ kinds: ["place"], formats: [null, "vlog", "travel-guide"], needs: ["venue"] }, [
  {
    mark: "📍",
    intro: "{Topic}: how to get there, what it costs, the best time to go, and whether it's worth the trip.",
    facts: `📍 Location: [address / map link]
⏰ Timings: [open hours]
💸 Cost: [entry fee or price for two]`,
    chapters: ["Getting there", "Inside: what to see and do"],
    conclusion: ": worth a visit?",
    links: "a",
    outro: `Been here? Tell me what I missed in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "✨",
    intro:
      "Aaj chalte hain: {topic}! Kya dekhne layak hai, kya skip karein, aur kab jaana best hai, sab is video mein.",
    facts: `📍 Jagah: [address / map link]
⏰ Timing: [kab khulta hai]`,
    chapters: ["Pahunchna", "Andar ka nazara"],
    conclusion: ": jaana chahiye ya nahi?",
    links: "b",
    outro: "Aisi aur jagahon ke liye Subscribe 🔔 karo, aur comments mein batao next kahan chalein!",
  },
]);

// ── Vlogs and the formats around them ──

const VLOG = family({ kinds: ANY, formats: ["vlog"] }, [
  {
    mark: "🎥",
    intro:
      "{Topic} vlog: the plans, the detours, and the bits that didn't go to plan 😅 If you like slow, honest vlogs, you're in the right place.",
    chapters: ["Getting started", "The best part of the day"],
    links: "a",
    outro: "Tell me in the comments what I should film next, and Subscribe 🔔 for the next vlog!",
  },
  {
    mark: "✨",
    intro:
      "Aaj ka {topic} vlog thoda alag tha, aur maine sab kuch camera pe capture kiya 📸 Chai leke baitho aur saath chalo!",
    chapters: ["Subah ki shuruaat", "Din ka highlight"],
    links: "b",
    outro: "Video achhi lagi toh Like 👍 aur Subscribe 🔔 zaroor karna. Next vlog kis pe ho, comments mein batao!",
  },
  {
    mark: "📍",
    intro:
      "A full, unfiltered {topic} vlog, from the first shot to the last. Some of it was planned, most of it wasn't, and that's what made it fun.",
    chapters: ["How it started", "Highlights"],
    links: "c",
    outro: "New vlogs every week 🎬 Subscribe and hit the bell so you don't miss the next one.",
  },
]);

const PRODUCTS_USED = `💄 Everything I used
[product / outfit – link]
[product / outfit – link]`;

const GRWM = family({ kinds: ANY, formats: ["grwm"], avoids: ["formatOnly"] }, [
  {
    mark: "🪞",
    intro: "Get ready with me for {topic}: the prep, the look, the outfit, and the last-minute fixes.",
    facts: PRODUCTS_USED,
    chapters: ["Prep", "The look and the outfit"],
    conclusion: ": final look",
    links: "a",
    disclosure: true,
    outro: "Rate the final look out of 10 in the comments 👇 and Subscribe 🔔 for more GRWMs.",
  },
  {
    mark: "✨",
    intro: "Chalo saath mein ready hote hain! Is GRWM mein {topic} ka poora look, prep se final touch tak.",
    facts: PRODUCTS_USED,
    chapters: ["Prep", "Look aur outfit"],
    conclusion: ": final look",
    links: "b",
    disclosure: true,
    outro: "Look kaisa laga? Comments mein batao, aur Subscribe 🔔 karna mat bhoolna!",
  },
]);

const GRWM_ONLY = family({ kinds: ANY, formats: ["grwm"], needs: ["formatOnly"] }, [
  {
    mark: "🪞",
    intro: "{Topic} with me, start to finish: the prep, the look and the outfit, with everything I used listed below.",
    facts: PRODUCTS_USED,
    chapters: ["Prep", "Makeup and outfit"],
    conclusion: ": final look",
    links: "a",
    disclosure: true,
    outro: "What's the one step you never skip? Tell me in the comments 👇 and Subscribe 🔔",
  },
]);

const STUDY_WITH_ME = family({ kinds: ["study", "activity"], formats: ["study-with-me"], avoids: ["formatOnly"] }, [
  {
    mark: "📚",
    intro:
      "Study with me: {topic} edition. Real-time focus sessions with short breaks, so you've got company while you work.",
    chapters: ["Session one", "Break and session two"],
    conclusion: ": what got done",
    links: "a",
    outro: "What are you studying today? Drop it in the comments 👇 and Subscribe 🔔 for the next session.",
  },
  {
    mark: "🎧",
    intro: "Padhai shuru karte hain! {Topic}, ek saath, phone door rakh ke.",
    chapters: ["Pehla session", "Break aur doosra session"],
    conclusion: ": aaj kya complete hua",
    links: "b",
    outro: "Aaj kya padha? Comments mein likho, aur agle session ke liye Subscribe 🔔 karo!",
  },
]);

const STUDY_WITH_ME_ONLY = family({ kinds: ["study", "activity"], formats: ["study-with-me"], needs: ["formatOnly"] }, [
  {
    mark: "⏱️",
    intro:
      "{Topic} with me, in real time: focus sessions, short breaks, and no talking in between. Put your phone face down and let's go.",
    chapters: ["Focus session one", "Break, then session two"],
    conclusion: ": wrap-up",
    links: "a",
    outro: "What are you working on today? Drop it in the comments 👇 and Subscribe 🔔 for the next session.",
  },
]);

const TOUR = family({ kinds: ANY, formats: ["tour"] }, [
  {
    mark: "👀",
    intro: "Welcome to my {topic}! A full tour, corner by corner, with the details you asked about.",
    facts: "🔗 Things in this video: [item – link]",
    chapters: ["First look", "My favourite corner"],
    links: "a",
    outro: "Which corner is your favourite? Tell me in the comments 👇 and Subscribe 🔔",
  },
  {
    mark: "✨",
    intro: "{Topic} tour! Har kona dikhaya hai, aur aapke saare sawaalon ke jawab bhi.",
    chapters: ["Entry", "Sabse pasandida kona"],
    links: "b",
    outro: "Aur kya dekhna hai? Comments mein batao, aur Subscribe 🔔 karna mat bhoolna!",
  },
]);

const CHALLENGE = family({ kinds: ANY, formats: ["challenge"] }, [
  {
    mark: "🔥",
    intro: "The {topic} challenge: the rules, the attempt, and whether I made it.",
    chapters: ["The rules", "The attempt"],
    conclusion: ": did I make it?",
    links: "a",
    outro: "Which challenge should I try next? Comment below 👇 and Subscribe 🔔",
  },
  {
    mark: "💯",
    intro: "{Topic} challenge accept kiya! Dekho kya hua, aur comments mein batao next challenge kya ho 😄",
    chapters: ["Rules samjho", "Challenge shuru"],
    conclusion: ": result",
    links: "b",
    outro: "Aap yeh challenge karoge? Comments mein batao, aur Subscribe 🔔 karo!",
  },
]);

const REACTION = family({ kinds: ANY, formats: ["reaction"] }, [
  {
    mark: "😱",
    intro: "Reacting to {topic} for the first time, live and unedited. Tell me if your reaction matched mine.",
    chapters: ["First reactions", "The moment that got me"],
    conclusion: ": final thoughts",
    links: "a",
    outro: "What did you think? Tell me in the comments 👇 and Subscribe 🔔 for more reactions.",
  },
  {
    mark: "🍿",
    intro: "{Topic} reaction! Dekho kya laga, aur comments mein apna reaction bhi batao 👇",
    chapters: ["Shuruaati reaction", "Sabse best moment"],
    conclusion: ": final thoughts",
    links: "b",
    outro: "Aise aur reactions ke liye Subscribe 🔔 karo!",
  },
]);

const HIGHLIGHTS = family({ kinds: ANY, formats: ["highlights"] }, [
  {
    mark: "🔥",
    intro: "{Topic} highlights: the big moments, the turning point, and what it means for what comes next.",
    chapters: ["The build-up", "The turning point"],
    conclusion: ": what it means",
    links: "a",
    outro: `Best moment for you? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "🏆",
    intro: "Missed it? Yeh rahe {topic} ke saare best moments, ek video mein.",
    chapters: ["Shuruaat", "Sabse bada moment"],
    links: "b",
    outro: "Aapka favourite moment kaunsa tha? Comments mein batao, aur Subscribe 🔔 karo!",
  },
]);

const IDEAS = family({ kinds: ANY, formats: ["ideas"] }, [
  {
    mark: "💡",
    intro:
      "{Topic} ideas you can actually use: quick ones, budget ones, and a few that take more effort but are worth it.",
    chapters: ["Quick and easy ideas", "My favourites, up close"],
    links: "a",
    outro: `Which idea are you trying first? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "📌",
    intro: "Save this: {topic} ideas, ek se badhkar ek. Kaunsa idea sabse achha laga, comments mein batao!",
    chapters: ["Easy ideas", "Sabse unique ideas"],
    links: "b",
    outro: "Aise aur ideas ke liye Subscribe 🔔 karo!",
  },
]);

const EXPLAINED = family({ kinds: ANY, formats: ["explained"] }, [
  {
    mark: "💡",
    intro:
      "{Topic}, explained in simple words: the basics, how it all works, and what it means for you, with real examples.",
    chapters: ["The basics in simple words", "How it works, with examples"],
    conclusion: ": what it means for you",
    links: "a",
    outro: `What should I explain next? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "🧠",
    intro:
      "{Topic} kya hai aur kaise kaam karta hai? Is video mein sab kuch simple bhasha mein samjhaya hai, examples ke saath.",
    chapters: ["Basics, simple bhasha mein", "Examples ke saath samjho"],
    conclusion: ": aapke liye iska matlab",
    links: "b",
    outro: "Koi doubt ho toh comments mein poocho 👇 aur Subscribe 🔔 karo!",
  },
]);

const SPOILER_EXPLAINED = family({ kinds: ["show"], formats: ["explained"] }, [
  {
    mark: "🍿",
    intro: "Spoilers ahead! {Topic}, explained: the story, the ending, and the details you might have missed.",
    chapters: ["The story so far", "The ending, explained"],
    conclusion: ": theories",
    links: "c",
    outro: "What's your theory? Tell me in the comments 👇 and Subscribe 🔔 for more breakdowns.",
  },
]);

// ── Games ──

const SETTINGS = `⚙️ My settings
Device: [phone / PC / console]
Sensitivity: [camera / ADS]
Graphics: [quality and frame rate]`;

const VIDEO_GAMEPLAY = family({ kinds: ["game"], formats: [null, "gameplay"], needs: ["videoGame"] }, [
  {
    mark: "🎮",
    intro: "{Topic} gameplay with my setup below. Watch the key plays and the mistakes, so you can skip them.",
    facts: `⚙️ My setup
Played on: [phone / PC / console]
Settings: [graphics and controls you use]`,
    chapters: ["Setup and settings", "Gameplay"],
    conclusion: ": key moments",
    links: "a",
    outro: "Drop your in-game name in the comments if you want to play together 👇 and Subscribe 🔔",
  },
]);

/** Shooters and battle royales, where players trade sensitivity settings. */
const SHOOTER_GAMEPLAY = family({ kinds: ["game"], formats: [null, "gameplay"], needs: ["shooter"] }, [
  {
    mark: "🔥",
    intro: "{Topic} gameplay! Settings, controls aur poora match, bina cut ke 🎮",
    facts: `⚙️ Settings
Device: [phone / PC / console]
Sensitivity: [camera / ADS]
Graphics: [quality aur frame rate]`,
    chapters: ["Settings aur controls", "Full match"],
    conclusion: ": best moments",
    links: "b",
    outro: "Aise aur gameplay ke liye Subscribe 🔔 karo, aur comments mein apna rank batao!",
  },
]);

const GAME_SETTINGS = family({ kinds: ["game"], formats: [null, "tips"], needs: ["shooter"] }, [
  {
    mark: "⚙️",
    intro:
      "{Topic} settings that actually help: sensitivity, graphics and controls, shown with gameplay so you can copy what works.",
    facts: SETTINGS,
    chapters: ["Settings walkthrough", "Gameplay with these settings"],
    conclusion: ": what to tweak for your device",
    links: "c",
    outro: "What are your settings? Share them in the comments 👇 and Subscribe 🔔",
  },
]);

/** Any game, chess and ludo included: nothing about sensitivity or graphics. */
const GAME = family({ kinds: ["game"], formats: [null, "gameplay"] }, [
  {
    mark: "🎯",
    intro: "{Topic}: the game plan, the key moments, and what I'd do differently next time.",
    chapters: ["The setup", "Gameplay"],
    conclusion: ": key moments",
    links: "c",
    outro: `Would you have played it differently? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
]);

// ── Kinds with no format named ──

const PRODUCT = family({ kinds: ["product"], formats: NO_FORMAT }, [
  {
    mark: "🔍",
    intro: "{Topic}: price, key specs, what it's like to use, and who should buy it.",
    facts: `📋 At a glance
Price: [current price and where]
Key specs: [the three that matter most]
Good for: [who it suits]`,
    chapters: ["Price and key specs", "What it's like to use"],
    conclusion: ": who should buy it",
    links: "a",
    disclosure: true,
    outro: "Questions before you buy? Ask in the comments 👇 and Subscribe 🔔 for more.",
  },
  {
    mark: "🛒",
    intro: "{Topic} lene ka plan hai? Pehle yeh video dekh lo: price, features, aur kiske liye sahi hai, sab ek jagah.",
    chapters: ["Price aur features", "Daily use mein kaisa hai"],
    conclusion: ": lena chahiye ya nahi?",
    links: "b",
    disclosure: true,
    outro: "Koi sawaal ho toh comments mein poocho, aur Subscribe 🔔 karna mat bhoolna!",
  },
  {
    mark: "✨",
    intro: "Buying guide: {topic}. What to check, what to skip, and the options worth a look at different budgets.",
    chapters: ["What to check before you buy", "Options worth a look"],
    conclusion: ": my pick",
    links: "c",
    disclosure: true,
    outro: `Which one are you leaning towards? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
]);

const BRAND = family({ kinds: ["brand"], formats: NO_FORMAT }, [
  {
    mark: "🛍️",
    intro: "{Topic}: what they're good at, what's overrated, and what's actually worth your money.",
    chapters: ["First look", "Hits and misses"],
    conclusion: ": worth your money?",
    links: "a",
    disclosure: true,
    outro: `Your favourite from them? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "🔍",
    intro: "{Topic} ke baare mein sab kuch: kya achha hai, kya overrated hai, aur kya sach mein paisa vasool hai.",
    chapters: ["Shuruaati nazar", "Achha aur bura"],
    conclusion: ": paisa vasool?",
    links: "b",
    disclosure: true,
    outro: "Aapka experience kaisa raha? Comments mein batao, aur Subscribe 🔔 karo!",
  },
]);

/** Something done somewhere ("garba in Gujarat"): an experience, not a lesson. */
const EXPERIENCE = family({ kinds: ["activity"], formats: NO_FORMAT, avoids: ["howTo"] }, [
  {
    mark: "☀️",
    intro: "{Topic}: what it's really like, what to know before you go, and the moments that made it worth it.",
    chapters: ["Getting there", "The best moments"],
    links: "a",
    outro: `Would you try it? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "📍",
    intro: "{Topic} ka poora experience, shuru se end tak. Kya expect karein, kya saath le jaayein, sab is video mein.",
    chapters: ["Shuruaat", "Sabse yaadgaar pal"],
    links: "b",
    outro: "Aapka experience kaisa raha? Comments mein batao, aur Subscribe 🔔 karo!",
  },
]);

const VET = "🩺 For anything about health, food or medicine, check with a vet.";

const PET = family({ kinds: ["animal"], formats: NO_FORMAT, avoids: ["wild", "stray"] }, [
  {
    mark: "🐾",
    intro:
      "All about {topic} care: food, space, the daily routine, and the small things that keep them happy and healthy.",
    facts: VET,
    chapters: ["Meet [your pet's name]", "Daily routine and care"],
    links: "a",
    outro: "Tell me about yours in the comments 👇 and Subscribe 🔔 for more.",
  },
  {
    mark: "🥰",
    intro: "{Topic} life, unfiltered: the cute bits, the chaos, and everything in between 😄",
    chapters: ["Morning routine", "Playtime and chaos"],
    links: "b",
    outro: "Aapke pet ka naam kya hai? Comments mein batao, aur Subscribe 🔔 karo!",
  },
  {
    mark: "🐾",
    intro: "{Topic} parents, this one's for you: care basics, common mistakes, and what I wish I'd known earlier.",
    facts: VET,
    chapters: ["Care basics", "Mistakes to avoid"],
    links: "c",
    outro: `What would you add for new pet parents? Tell me below 👇 ${SUBSCRIBE_EN}`,
  },
]);

/** Street dogs and strays: looked after by a neighbourhood, nobody's pet. */
const STRAY = family({ kinds: ["animal"], formats: NO_FORMAT, needs: ["stray"] }, [
  {
    mark: "🐾",
    intro: "{Topic} in our neighbourhood: feeding them right, basic care, and how to help without getting hurt.",
    facts: "🩺 For an injured or sick animal, call a vet or a local animal rescue.",
    chapters: ["Meet the gang", "Feeding and care"],
    conclusion: ": how you can help",
    links: "a",
    outro: `Do you look after the ones near you? Tell me about them in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "🤍",
    intro: "{Topic} ki dekhbhaal: khana, paani, aur zaroorat pade toh madad kaise karein.",
    facts: "🩺 Chot ya bimari ho toh vet ya local animal rescue ko call karein.",
    chapters: ["Mohalle ke dost", "Khana aur care"],
    conclusion: ": aap kaise madad kar sakte hain",
    links: "b",
    outro: "Aapke mohalle mein bhi hain? Comments mein batao, aur Subscribe 🔔 karo!",
  },
]);

const WILD = family({ kinds: ["animal"], formats: NO_FORMAT, needs: ["wild"] }, [
  {
    mark: "🌿",
    intro: "{Topic}, up close and from a respectful distance: where we went, what we saw, and tips for your own trip.",
    facts: `📍 Where: [park or sanctuary]
🎟️ Booking: [how to book, on the official site]`,
    chapters: ["Where we went", "The sightings"],
    conclusion: ": tips for your trip",
    links: "a",
    outro: `Have you been on a safari? Tell me where in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "🌳",
    intro: "{Topic} ko itne paas se dekhna ek alag hi experience tha. Kahan gaye, kya dekha, sab is video mein.",
    chapters: ["Safar", "Sightings"],
    links: "b",
    outro: "Aise aur videos ke liye Subscribe 🔔 karo!",
  },
]);

/** Any person, a name or a role: a Devanagari subject cannot say which it is. */
const PERSON = family({ kinds: ["person"], formats: NO_FORMAT }, [
  {
    mark: "🤍",
    intro: "{Topic}: the story, the moments that stay with you, and why they matter.",
    chapters: ["The story", "Moments that stay with you"],
    links: "c",
    outro: `What would you add? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
]);

const NAMED_PERSON = family({ kinds: ["person"], formats: NO_FORMAT, needs: ["named"] }, [
  {
    mark: "🙌",
    intro: "{Topic}: the journey, the moments fans remember, and why the story still matters.",
    chapters: ["The early years", "Moments fans remember"],
    links: "a",
    outro: `Your favourite moment? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "⭐",
    intro: "{Topic} ki kahani: shuruaat se aaj tak, woh moments jo fans kabhi nahi bhoolenge.",
    chapters: ["Shuruaat", "Yaadgaar moments"],
    links: "b",
    outro: "Aapka favourite moment kaunsa hai? Comments mein batao, aur Subscribe 🔔 karo!",
  },
]);

const ROLE = family({ kinds: ["person"], formats: NO_FORMAT, avoids: ["named", "latinless"] }, [
  {
    mark: "☀️",
    intro: "A day in the life, {topic} edition: the routine, the real moments, and what nobody tells you about it.",
    chapters: ["Morning", "The busiest part of the day"],
    links: "a",
    outro: `What does your day look like? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "🤍",
    intro: "{Topic} life, jaisi sach mein hai: achhe din, mushkil din, aur sab kuch beech ka.",
    chapters: ["Kaise shuru hua", "Ek normal din"],
    links: "b",
    outro: "Relate kiya? Comments mein batao, aur Subscribe 🔔 karo!",
  },
]);

const EVENT = family({ kinds: ["event"], formats: NO_FORMAT }, [
  {
    mark: "🎉",
    intro: "{Topic}: the build-up, the best moments, and everything we loved about it this time.",
    chapters: ["The build-up", "The best moments"],
    links: "a",
    outro: `How did you celebrate? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
]);

const CELEBRATION = family({ kinds: ["event"], formats: NO_FORMAT, avoids: ["sport"] }, [
  {
    mark: "✨",
    intro: "{Topic}, taiyari se celebration tak, sab kuch ek video mein 🎊",
    chapters: ["Taiyari", "Celebration"],
    links: "b",
    outro: "Aapne kaise celebrate kiya? Comments mein batao, aur Subscribe 🔔 karo!",
  },
  {
    mark: "📝",
    intro: "{Topic}, planned: ideas, prep lists and the little things that make the day special.",
    chapters: ["Prep and planning", "On the day"],
    links: "c",
    outro: `What's the one thing you never skip? Tell me below 👇 ${SUBSCRIBE_EN}`,
  },
]);

const TOURNAMENT = family({ kinds: ["event"], formats: NO_FORMAT, needs: ["sport"] }, [
  {
    mark: "🏆",
    intro: "{Topic}: the matches that mattered, the players who stood out, and what to watch next.",
    chapters: ["The big matches", "Players who stood out"],
    conclusion: ": what to watch next",
    links: "c",
    outro: `Who are you backing? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
]);

const EXAM_RESOURCES = `📚 Resources in this video
[book / notes / PYQ link]
[book / notes / PYQ link]

📅 Check the official notification for this year's dates and syllabus.`;

/**
 * The reader keeps "preparation" and "ki taiyari" in the subject ("NEET ki taiyari"), so these
 * never add a "preparation" of their own.
 */
const EXAM = family({ kinds: ["study"], formats: NO_FORMAT, needs: ["exam"] }, [
  {
    mark: "📚",
    intro:
      "{Topic}, planned properly: the exam pattern, how to split the syllabus, the resources worth your time, and the mistakes to avoid.",
    facts: EXAM_RESOURCES,
    chapters: ["Exam pattern and syllabus", "Study plan and resources"],
    conclusion: ": mistakes to avoid",
    links: "a",
    outro: "Which subject should I plan next? Tell me in the comments 👇 and Subscribe 🔔 for more exam prep.",
  },
  {
    mark: "🎯",
    intro: "{Topic}: shuruaat kahan se karein? Syllabus, time table, books aur revision strategy, sab is video mein.",
    facts: `📚 Resources: [books / notes / PYQ links]
📅 Dates aur syllabus ke liye official notification zaroor check karein.`,
    chapters: ["Exam pattern aur syllabus", "Time table aur books"],
    conclusion: ": revision strategy",
    links: "b",
    outro: "Aapki taiyari kaisi chal rahi hai? Comments mein batao, aur Subscribe 🔔 karo!",
  },
  {
    mark: "📅",
    intro:
      "{Topic}, with a realistic study plan: daily targets, weekly revision, mock tests, and how to stay consistent without burning out.",
    facts: EXAM_RESOURCES,
    chapters: ["Building the study plan", "Revision and mock tests"],
    conclusion: ": staying consistent",
    links: "c",
    outro: `Save this and share it with your study group 📌 ${SUBSCRIBE_EN}`,
  },
]);

/** A subject or a language (maths, spoken English): learning it, not sitting an exam. */
const STUDY = family({ kinds: ["study"], formats: NO_FORMAT, avoids: ["exam"] }, [
  {
    mark: "🧠",
    intro: "{Topic}, made simple: where to start, how to practise every day, and how to check you're really improving.",
    chapters: ["Where to start", "How to practise daily"],
    conclusion: ": what to do next",
    links: "a",
    outro: `Which topic should I break down next? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "✍️",
    intro: "{Topic} ko simple tarike se samjho: basics se shuru karke daily practice tak.",
    chapters: ["Basics", "Daily practice"],
    links: "b",
    outro: "Koi doubt ho toh comments mein poocho 👇 aur Subscribe 🔔 karo!",
  },
]);

const SHOW = family({ kinds: ["show"], formats: NO_FORMAT }, [
  {
    mark: "🍿",
    intro:
      "Let's talk {topic}: what works, what doesn't, and the details most people missed. Spoilers are flagged in the chapters.",
    chapters: ["Quick recap, no spoilers", "What stood out"],
    conclusion: ": worth your time?",
    links: "a",
    outro: `Your take? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "🎬",
    intro: "{Topic} pe meri baat: kya achha laga, kya nahi, aur kisko zaroor try karna chahiye.",
    chapters: ["Shuruaati baat", "Best aur worst"],
    conclusion: ": worth it?",
    links: "b",
    outro: "Aapka favourite part kaunsa hai? Comments mein batao, aur Subscribe 🔔 karo!",
  },
]);

const FIELD = family({ kinds: ["field"], formats: NO_FORMAT }, [
  {
    mark: "💡",
    intro: "{Topic}, without the jargon: the basics, what actually works, and the mistakes that cost people the most.",
    chapters: ["The basics", "What actually works"],
    conclusion: ": where to start",
    links: "a",
    outro: `What should I cover next? Tell me in the comments 👇 ${SUBSCRIBE_EN}`,
  },
  {
    mark: "📌",
    intro: "{Topic} ki woh baatein jo koi simple bhasha mein nahi batata. Basics se practical tips tak.",
    chapters: ["Basics", "Practical tips"],
    links: "b",
    outro: "Koi sawaal ho toh comments mein poocho, aur Subscribe 🔔 karo!",
  },
  {
    mark: "🔍",
    intro: "{Topic}, from the basics to your first real steps, without the overwhelm.",
    chapters: ["What it is", "Getting started"],
    conclusion: ": next steps",
    links: "c",
    outro: "Save this for later 📌 and Subscribe 🔔 for the next one.",
  },
]);

/** Written to fit anything: used only where nothing more specific does (an unknown word). */
const GENERAL = family({ kinds: ANY, formats: ANY, fallback: true }, [
  {
    mark: "📌",
    intro: "In this video: {topic}. The chapters are below, so you can jump straight to the part you need.",
    chapters: ["The background", "The main part"],
    links: "a",
    outro: "If this helped, hit Like 👍 and Subscribe 🔔 so you don't miss the next one. Questions go in the comments!",
  },
  {
    mark: "🎬",
    intro: "Aaj ki video: {topic}. Poori baat simple tarike se, bina time waste kiye.",
    chapters: ["Shuruaat", "Main baat"],
    links: "b",
    outro: "Video achhi lagi toh Like 👍 aur Subscribe 🔔 zaroor karna. Comments mein batao aapko kya laga!",
  },
  {
    mark: "✨",
    intro: "{Topic}, from start to finish. Watch it through, then tell me what you'd add.",
    chapters: ["Setting the scene", "The main event"],
    links: "c",
    outro: "Thanks for watching 🙏 A Like and a Subscribe really help the channel grow.",
  },
]);

// ── Shorts: a title marked #shorts gets these, whatever its reading ──

interface ShortDraft {
  mark: string;
  intro: string;
  heading: string;
  chapters: readonly [string, string];
  links: Links;
  outro: string;
}

function shorts(fit: Fit, drafts: readonly ShortDraft[]): DescriptionTemplate[] {
  return drafts.map((draft) => ({
    fit: { ...fit, needs: [...(fit.needs ?? []), "shorts"] },
    mark: draft.mark,
    intro: draft.intro,
    chapters: draft.chapters,
    conclusion: "",
    heading: draft.heading,
    links: SHORTS_LINKS[draft.links],
    disclosure: false,
    outro: draft.outro,
  }));
}

const SHORTS = shorts({ kinds: ANY, formats: ANY }, [
  {
    mark: "⚡",
    intro: "{Topic}, the quick version. The full video goes deeper 👉 [link to the full video]",
    heading: "⏱️ In the full video",
    chapters: ["The setup", "The full breakdown"],
    links: "a",
    outro: "Follow for more Shorts like this 🔔",
  },
  {
    mark: "🔥",
    intro: "Chhota sa video, kaam ki baat: {topic}! Poori video channel pe hai 👉 [link to the full video]",
    heading: "⏱️ Poori video ke chapters",
    chapters: ["Basics", "Main part"],
    links: "b",
    outro: "Aise aur Shorts ke liye Subscribe karo 🔔",
  },
  {
    mark: "👀",
    intro: "{Topic}, in short. Want the whole story? 👉 [link to the full video]",
    heading: "⏱️ In the full video",
    chapters: ["The story", "The details"],
    links: "c",
    outro: "Which Short should I make next? Comment below 👇",
  },
]);

const HOW_TO_SHORTS = shorts({ kinds: ANY, formats: ANY, needs: ["howTo"] }, [
  {
    mark: "💡",
    intro:
      "Save this Short: {topic}. The step-by-step long version is here when you have time 👉 [link to the full video]",
    heading: "⏱️ Long version chapters",
    chapters: ["What you need", "Step by step"],
    links: "c",
    outro: "Which Short should I make next? Comment below 👇",
  },
]);

/** Every description shape, each with the readings it is written for. */
export const DESCRIPTION_TEMPLATES: readonly DescriptionTemplate[] = [
  ...PRODUCT_REVIEW,
  ...REVIEW,
  ...SHOW_REVIEW,
  ...FOOD_REVIEW,
  ...PLACE_REVIEW,
  ...GAME_REVIEW,
  ...UNBOXING,
  ...BUY_COMPARISON,
  ...COMPARISON,
  ...HAUL,
  ...RECIPE,
  ...TUTORIAL,
  ...SKILL_BASICS,
  ...PRACTICE,
  ...TIPS,
  ...FOOD_WALK,
  ...FOOD_CRAWL,
  ...TRAVEL_GUIDE,
  ...TRAVEL_VLOG,
  ...VENUE,
  ...VLOG,
  ...GRWM,
  ...GRWM_ONLY,
  ...STUDY_WITH_ME,
  ...STUDY_WITH_ME_ONLY,
  ...TOUR,
  ...CHALLENGE,
  ...REACTION,
  ...HIGHLIGHTS,
  ...IDEAS,
  ...EXPLAINED,
  ...SPOILER_EXPLAINED,
  ...VIDEO_GAMEPLAY,
  ...SHOOTER_GAMEPLAY,
  ...GAME_SETTINGS,
  ...GAME,
  ...PRODUCT,
  ...BRAND,
  ...EXPERIENCE,
  ...PET,
  ...STRAY,
  ...WILD,
  ...PERSON,
  ...NAMED_PERSON,
  ...ROLE,
  ...EVENT,
  ...CELEBRATION,
  ...TOURNAMENT,
  ...EXAM,
  ...STUDY,
  ...SHOW,
  ...FIELD,
  ...GENERAL,
  ...SHORTS,
  ...HOW_TO_SHORTS,
];

/** The tag a format adds to a description (#review, #vlog); none where the word is no tag anyone follows. */
export const FORMAT_TAG: Readonly<Partial<Record<VideoFormat, string>>> = {
  review: "review",
  unboxing: "unboxing",
  recipe: "recipe",
  tutorial: "tutorial",
  vlog: "vlog",
  haul: "haul",
  comparison: "comparison",
  tips: "tips",
  challenge: "challenge",
  grwm: "grwm",
  "study-with-me": "studywithme",
  "travel-guide": "travelguide",
  reaction: "reaction",
  highlights: "highlights",
  gameplay: "gameplay",
  explained: "explained",
};

/** Titles that mark a Short, as whole words: YouTube reads #shorts wherever it appears. */
export const SHORTS_CUES: readonly string[] = ["#shorts", "#short", "shorts", "ytshorts", "youtubeshorts", "#ytshorts"];

/** The Shorts tag, first in a Short's list. */
export const SHORTS_TAG = "shorts";

/** The spec's own tag for a description, used only when the title gives fewer than three. */
export const PLATFORM_TAG = "youtube";
