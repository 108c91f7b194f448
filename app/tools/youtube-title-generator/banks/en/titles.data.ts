import type { SubjectKind, VideoFormat } from "~/lib/topic";
import type { VideoType } from "../../youtube-title-generator.form";

/** What a pattern does for the viewer; a generation mixes them so the titles don't all sound alike. */
export type Angle =
  "how-to" | "list" | "question" | "mistakes" | "comparison" | "hinglish" | "story" | "guide" | "challenge";

/**
 * Finer facts about a reading that some patterns need, each worked out from the reading alone:
 * - `how-to`: the reader says tips and tutorials fit (a skill, a dish cooked at home)
 * - `eat-out`: food that is eaten out, not cooked (street food, a city's dish)
 * - `pet`: an animal people keep at home (the topic map's pet topics, or a known pet word)
 * - `wild`: any other animal (a tiger, wildlife)
 * - `named`: a proper name (Goa, Virat Kohli, Taj Mahal), not a kind of thing (cafe, teacher)
 * - `common`: a kind of thing, not a name
 * - `festive`: an occasion people celebrate (a festival, a wedding, a party)
 * - `sport`: a tournament or match people watch
 * - `whole` / `part`: a game or an occasion itself (BGMI, Diwali), or a part of one (BGMI sensitivity
 *   settings, Minecraft house, Diwali decor)
 * - `category`: a kind of product (earbuds, sunscreen), not a model (iPhone 16)
 * - `model`: a named product or model
 * - `bare`: the keyword only named the format ("study with me", "grwm"): no subject of its own
 */
export type Facet =
  | "how-to"
  | "eat-out"
  | "pet"
  | "wild"
  | "named"
  | "common"
  | "festive"
  | "sport"
  | "whole"
  | "part"
  | "category"
  | "model"
  | "bare";

/**
 * One title pattern and where it fits. Slots: `{subject}` the subject as the reader names it
 * (with its place before it: "Delhi Street Food"), `{a subject}` the same with "a" or "an" (none
 * for a plural or a script without articles); `{thing}` and `{place}` the two apart, for patterns
 * that need a place; `{year}` the current year, for time-bound readings only. "{subject}'s" loses
 * its s after a subject ending in s. A pattern is
 * only used for its types and kinds, for the reading's format when it names `formats`, and when
 * every facet in `when` holds.
 */
export interface TitlePattern {
  text: string;
  angle: Angle;
  types: readonly VideoType[];
  kinds: readonly SubjectKind[];
  formats?: readonly VideoFormat[];
  when?: readonly Facet[];
}

type Line = readonly [text: string, angle: Angle];
type SharedLine = readonly [text: string, angle: Angle, types: readonly VideoType[]];

interface PatternGroup {
  kinds: readonly SubjectKind[];
  formats?: readonly VideoFormat[];
  when?: readonly Facet[];
  byType?: Partial<Record<VideoType, readonly Line[]>>;
  /** Lines that suit several video types. */
  shared?: readonly SharedLine[];
}

const EVERY_KIND: readonly SubjectKind[] = [
  "product",
  "brand",
  "place",
  "food",
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

const ALL_TYPES: readonly VideoType[] = ["tutorial", "list", "review", "vlog", "challenge", "shorts"];

function flatten(groups: readonly PatternGroup[]): TitlePattern[] {
  return groups.flatMap(({ kinds, formats, when, byType = {}, shared = [] }) => {
    const extra = { kinds, ...(formats ? { formats } : {}), ...(when ? { when } : {}) };
    const typed = (Object.entries(byType) as [VideoType, readonly Line[]][]).flatMap(([type, lines]) =>
      lines.map(([text, angle]) => ({ text, angle, types: [type], ...extra })),
    );
    return [...typed, ...shared.map(([text, angle, types]) => ({ text, angle, types, ...extra }))];
  });
}

// ── Any subject at all: read as a label, never as a countable noun, so they suit a cat, BGMI,
// the stock market, Diwali, a cricketer or a word nobody knows. The unknown (general) gets only these.
const ANY: PatternGroup = {
  kinds: EVERY_KIND,
  byType: {
    tutorial: [
      ["{subject}: Understand It in One Video", "how-to"],
      ["{subject} Samjho Aasaan Bhasha Mein", "hinglish"],
      ["{subject}: Questions Everyone Asks, Answered", "question"],
      ["{subject} Ki Puri Jaankari, Ek Video Mein", "hinglish"],
      ["{subject}: Everything You Need to Know", "guide"],
      ["{subject}: The Only Guide You Need", "guide"],
      ["{subject}: What I Wish I Knew Sooner", "guide"],
      ["{subject} Ko Samjhiye 5 Minute Mein", "hinglish"],
      ["{subject} in Plain Words", "guide"],
      ["{subject}: A Quick Explainer", "guide"],
      ["{subject}: The Short Guide", "guide"],
      ["{subject} Ke Baare Mein 5 Zaroori Baatein", "hinglish"],
      ["{subject}: Answers to the Questions You Were Afraid to Ask", "question"],
    ],
    list: [
      ["{subject}: 10 Things to Know", "list"],
      ["{subject}: 7 Facts That Surprised Me", "list"],
      ["{subject}: 5 Myths, Busted", "mistakes"],
      ["{subject}: 5 Things Nobody Tells You", "list"],
      ["{subject} Ke 5 Secrets Jo Koi Nahi Batata", "hinglish"],
      ["{subject}: Top 10 Questions, Answered", "question"],
      ["{subject} Ki 10 Baatein Jo Pata Honi Chahiye", "hinglish"],
      ["{subject} in 12 Quick Facts", "list"],
      ["{subject} in 7 Points: The Short Version", "list"],
      ["{subject}: 7 Things Worth Knowing", "list"],
      ["{subject}: 5 Surprising Details", "list"],
      ["{subject} Ke 7 Interesting Facts", "hinglish"],
      ["{subject}: 10 Questions People Google", "question"],
      ["{subject}: 3 Good Things, 3 Bad Things", "comparison"],
      ["{subject} Ki 5 Baatein Jo Shock Kar Dengi", "hinglish"],
    ],
    review: [
      ["{subject}: My Honest Opinion", "story"],
      ["{subject}: Worth the Hype?", "question"],
      ["{subject}: Hype vs Reality", "comparison"],
      ["{subject}: Overrated or Not? An Honest Take", "question"],
      ["{subject}: The Good, the Bad and the Surprising", "comparison"],
      ["{subject} Honest Review: Sach Kya Hai?", "hinglish"],
      ["{subject}: What Works and What Doesn't", "guide"],
      ["{subject}: Kya Sach Mein Worth It Hai?", "hinglish"],
      ["{subject}: My Honest Take, No Filter", "story"],
      ["{subject}: Pros, Cons and My Verdict", "comparison"],
      ["{subject}, Rated Honestly", "list"],
      ["{subject}: Love It or Skip It?", "question"],
      ["{subject}: Is It Worth Your Attention?", "question"],
      ["{subject}: The Honest Verdict", "guide"],
      ["{subject} Par Meri Seedhi Raay", "hinglish"],
      ["{subject}: What Surprised Me", "story"],
      ["{subject}: Hit or Miss?", "question"],
      ["{subject}: One Month Later, My Take", "story"],
      ["{subject}: Seedhi Aur Sachchi Baat", "hinglish"],
    ],
    vlog: [
      ["{subject} Vlog: What Really Happened", "story"],
      ["{subject}: Behind the Scenes", "story"],
      ["{subject} Vlog: Raw and Unfiltered", "story"],
      ["{subject}: Expectations vs Reality", "comparison"],
      ["{subject} Vlog: Masti, Mistakes Aur Memories", "hinglish"],
      ["{subject} Diaries: Episode 1", "story"],
      ["{subject} Ka Full Experience: Worth It Tha Kya?", "hinglish"],
      ["My First {subject} Vlog", "story"],
      ["{subject}: What Nobody Tells You (Vlog)", "mistakes"],
      ["{subject} Vlog: Honest Thoughts at the End", "story"],
      ["{subject}: Real Talk, No Script", "question"],
      ["{subject} Vlog: Ek Din, Poori Kahani", "hinglish"],
      ["{subject} Vlog: A Day to Remember", "story"],
      ["{subject}: Full Day Vlog", "story"],
      ["{subject} Vlog: Kya Hua, Kaise Hua", "hinglish"],
      ["{subject} Vlog: First Impressions", "story"],
      ["{subject} Vlog: Start to Finish", "story"],
      ["{subject} Vlog: The Parts I Almost Cut", "story"],
      ["{subject} Vlog: Aaj Ka Din Kaisa Raha", "hinglish"],
    ],
    challenge: [
      ["{subject} Quiz: Only True Fans Score 10/10", "challenge"],
      ["Can You Answer These {subject} Questions?", "question"],
      ["{subject} Challenge: Ho Payega Ya Nahi?", "hinglish"],
      ["{subject} Trivia Challenge with My Friends", "challenge"],
      ["{subject} Challenge: Haarne Wala Treat Dega!", "hinglish"],
      ["{subject} Challenge, but Every Wrong Answer Costs ₹100", "challenge"],
      ["{subject} Knowledge Test: How Much Do I Know?", "question"],
      ["The {subject} Challenge Nobody Finishes", "challenge"],
      ["{subject} Challenge: 60 Seconds, No Mistakes", "challenge"],
      ["Guess Right or Pay Up: {subject} Edition", "challenge"],
      ["{subject} Challenge: Friends vs Family", "comparison"],
      ["{subject} Quiz: Beat My Score", "challenge"],
      ["{subject} Trivia: Family Edition", "challenge"],
      ["{subject} Challenge: Guess Before Time Runs Out", "challenge"],
      ["{subject} Quiz: Roz Ek Sawaal", "hinglish"],
      ["{subject} Speed Quiz: 10 Questions, 60 Seconds", "challenge"],
      ["Only 1% Know These {subject} Answers", "challenge"],
      ["{subject} Challenge: Galat Jawab, Double Punishment", "hinglish"],
    ],
    shorts: [
      ["{subject} in 60 Seconds #shorts", "how-to"],
      ["{subject}: Did You Know This?", "question"],
      ["{subject}: One Fact You Didn't Know", "list"],
      ["{subject} Explained in One Minute", "guide"],
      ["{subject}: Ek Minute Mein Samjho", "hinglish"],
      ["{subject}: My Hot Take #shorts", "story"],
      ["{subject}: The One Thing Nobody Mentions", "mistakes"],
      ["{subject} in 3 Lines #shorts", "guide"],
      ["{subject} Ka Sach, 60 Seconds Mein", "hinglish"],
      ["Wait for the Last One: {subject} Edition", "list"],
      ["{subject}: Myth or Fact? #shorts", "question"],
      ["{subject} Fact That Sounds Fake but Isn't", "story"],
      ["{subject}, Explained in 30 Seconds", "guide"],
      ["{subject}: Quick Fact Check #shorts", "question"],
      ["{subject} Ki Ek Baat #shorts", "hinglish"],
      ["{subject}: Did You Notice This?", "question"],
      ["{subject}: The Part Nobody Shows", "story"],
      ["{subject} Mein Ye Kisi Ne Notice Kiya?", "hinglish"],
      ["{subject}: Agree or Disagree? #shorts", "question"],
    ],
  },
};

// Lines that treat the subject as something to learn or get better at: not for a person, a film,
// a festival, an animal or a place.
const ANY_LEARNABLE: PatternGroup = {
  kinds: ["food", "activity", "study", "game", "field", "general"],
  byType: {
    tutorial: [
      ["{subject} Explained Step by Step", "guide"],
      ["{subject}: Start Here If You're New", "guide"],
      ["{subject} Basics in 10 Minutes", "how-to"],
      ["{subject}: What to Know Before You Start", "guide"],
      ["{subject}: Common Mistakes and Quick Fixes", "mistakes"],
      ["{subject} Made Simple: A Practical Walkthrough", "how-to"],
    ],
    list: [
      ["{subject}: 8 Things I Learned the Hard Way", "story"],
      ["{subject}: 6 Things I Got Wrong at First", "mistakes"],
      ["{subject}: 9 Things I'd Tell a Beginner", "story"],
      ["{subject}: 6 Mistakes People Keep Making", "mistakes"],
    ],
    challenge: [["Beginner vs Pro: {subject} Challenge", "comparison"]],
  },
};

// ── Things you buy: products and brands ──
const BUYING: PatternGroup = {
  kinds: ["product", "brand"],
  byType: {
    tutorial: [
      ["{subject} Kaise Choose Karein? Poori Guide", "hinglish"],
      ["Getting the Most Out of {subject}", "how-to"],
    ],
    list: [
      ["{subject} Ke 5 Fayde Aur 3 Nuksaan", "hinglish"],
      ["6 {subject} Mistakes That Cost You Money", "mistakes"],
    ],
    review: [
      ["{subject} Review: Worth Your Money?", "question"],
      ["{subject} Honest Review: Paisa Vasool Ya Nahi?", "hinglish"],
      ["{subject} Review for Indian Buyers: Price, Pros, Cons", "guide"],
    ],
    vlog: [["{subject} Shopping Vlog: Store vs Online Price", "comparison"]],
    challenge: [
      ["{subject} Blind Test: Can You Tell the Difference?", "challenge"],
      ["Budget vs Premium: {subject} Challenge", "comparison"],
      ["{subject} Challenge: Sasta vs Mehenga", "hinglish"],
    ],
    shorts: [
      ["{subject} in 60 Seconds: Buy or Skip?", "question"],
      ["{subject}: Paisa Vasool Ya Nahi? #shorts", "hinglish"],
    ],
  },
};

const PRODUCT: PatternGroup = {
  kinds: ["product"],
  byType: {
    tutorial: [
      ["Before You Buy {a subject}: Watch This", "mistakes"],
      ["{subject}: First Things to Do After Buying", "how-to"],
      ["{subject} Care Tips That Make It Last", "how-to"],
    ],
    list: [
      ["{subject}: 7 Things to Check Before Buying", "list"],
      ["{subject}: 10 Things I Wish I Knew Before Buying", "story"],
    ],
    review: [
      ["Don't Buy {a subject} Before Watching This", "mistakes"],
      ["{subject} After 30 Days: The Honest Review", "story"],
      ["{subject} Long-Term Review: What Changed", "guide"],
      ["{subject} Lena Chahiye Ya Nahi? Seedhi Baat", "hinglish"],
      ["5 Things I Love (and 3 I Hate) About {subject}", "list"],
    ],
    vlog: [
      ["A Week with {a subject}: Honest Vlog", "story"],
      ["{subject} Ke Saath Mera Pehla Hafta", "hinglish"],
      ["Buying {a subject}: The Full Story", "story"],
      ["Surprising My Family with {a subject}", "story"],
    ],
    challenge: [
      ["Using Only {a subject} for 7 Days", "challenge"],
      ["Can {a subject} Survive a Week with Me?", "challenge"],
    ],
    shorts: [
      ["Don't Buy {a subject} Until You See This", "mistakes"],
      ["Rate This {subject} Out of 10", "question"],
      ["{subject} Hack You Need to Try", "how-to"],
    ],
  },
};

const PRODUCT_MODEL: PatternGroup = {
  kinds: ["product"],
  when: ["model"],
  byType: {
    tutorial: [["{subject} Setup Guide: Settings to Change First", "how-to"]],
    list: [
      ["{subject}: 7 Hidden Features Worth Knowing", "list"],
      ["{subject}: 9 Features You're Not Using", "list"],
    ],
    review: [
      ["{subject}: Upgrade or Skip?", "question"],
      ["{subject} Price in India: Is It Fair?", "question"],
      ["{subject} in {year}: Still Worth Buying?", "question"],
    ],
    vlog: [["{subject} Unboxing and First Day Vlog", "story"]],
    challenge: [["{subject} vs My Old One: Real-Life Test", "comparison"]],
    shorts: [["Don't Upgrade to {subject} Yet #shorts", "mistakes"]],
  },
};

const PRODUCT_CATEGORY: PatternGroup = {
  kinds: ["product"],
  when: ["category"],
  byType: {
    tutorial: [["How to Pick the Right {subject} for You", "how-to"]],
    list: [
      ["Best {subject} for Every Budget", "comparison"],
      ["Top 5 {subject} Picks in India Right Now", "list"],
    ],
    review: [["Cheap vs Expensive {subject}: Is There a Difference?", "comparison"]],
    vlog: [["Shopping for {subject}: Everything I Looked At", "story"]],
    challenge: [["₹500 vs ₹5,000 {subject}: Can You Tell?", "challenge"]],
    shorts: [["Which {subject} Should You Buy? #shorts", "question"]],
  },
};

const BRAND: PatternGroup = {
  kinds: ["brand"],
  byType: {
    tutorial: [
      ["Before You Buy from {subject}: Watch This", "mistakes"],
      ["{subject} Offers and Sales: How to Time Them", "how-to"],
      ["{subject} Ke Hidden Tricks Jo Koi Nahi Batata", "hinglish"],
      ["How to Save Money on {subject}", "how-to"],
    ],
    list: [
      ["{subject}: 10 Picks That Are Actually Worth It", "list"],
      ["Best of {subject}: My Top 7", "list"],
    ],
    review: [
      ["Don't Buy from {subject} Before Watching This", "mistakes"],
      ["I Tried Only {subject} for a Week: Honest Review", "story"],
      ["{subject}: 5 Things I Love, 3 I Don't", "list"],
    ],
    vlog: [
      ["A Day with Only {subject}", "story"],
      ["{subject} Haul Vlog: What I Got and What I'd Skip", "story"],
      ["A Week with {subject}: Honest Vlog", "story"],
    ],
    challenge: [
      ["Only {subject} for 24 Hours Challenge", "challenge"],
      ["{subject} vs Its Rivals: Blind Challenge", "comparison"],
    ],
    shorts: [
      ["{subject} Hidden Gem You Need to Know", "list"],
      ["{subject}: Overrated or Underrated?", "question"],
      ["Don't Buy from {subject} Until You See This", "mistakes"],
    ],
  },
};

// ── Places: destinations (Goa, Manali, Taj Mahal) and kinds of place (a cafe, a beach, a hostel) ──
const PLACE: PatternGroup = {
  kinds: ["place"],
  byType: {
    tutorial: [
      ["{subject}: Everything to Know Before You Go", "guide"],
      ["{subject} Jaane Se Pehle Ye Zaroor Dekho", "hinglish"],
    ],
    list: [["{subject} Ke 5 Hidden Gems", "hinglish"]],
    review: [
      ["{subject} Honest Review: Worth the Trip?", "question"],
      ["{subject}: Paisa Vasool Ya Tourist Trap?", "hinglish"],
    ],
    vlog: [["{subject} Vlog: Kya Dekha, Kya Khaya", "hinglish"]],
    challenge: [["{subject} in ₹1,000: Possible?", "challenge"]],
    shorts: [
      ["{subject} in 60 Seconds: Go or Skip?", "question"],
      ["{subject} Ka Ye Side Kisi Ne Nahi Dikhaya", "hinglish"],
    ],
  },
};

const PLACE_NAMED: PatternGroup = {
  kinds: ["place"],
  when: ["named"],
  byType: {
    tutorial: [
      ["{subject} Trip Plan: Where to Stay, Eat and Go", "guide"],
      ["Visiting {subject} for the First Time? Watch This", "guide"],
      ["{subject} on a Budget: A Practical Guide", "how-to"],
    ],
    list: [
      ["{subject}: 10 Places You Can't Miss", "list"],
      ["Best Time to Visit {subject}, Month by Month", "guide"],
      ["{subject}: 7 Mistakes Tourists Make", "mistakes"],
      ["{subject}: 10 Things to Know Before Visiting", "list"],
    ],
    review: [
      ["{subject} in {year}: Has It Changed?", "question"],
      ["Is {subject} Overhyped? My Honest Review", "question"],
    ],
    vlog: [
      ["{subject} Trip Vlog: Day 1", "story"],
      ["3 Days in {subject}: Full Trip Vlog", "story"],
      ["Exploring {subject} with Friends", "story"],
      ["First Time in {subject}: Full Vlog", "story"],
    ],
    challenge: [
      ["{subject} Trip Under ₹10,000 Challenge", "challenge"],
      ["24 Hours in {subject} on a Tight Budget", "challenge"],
      ["{subject} Challenge: No Google Maps, Only Locals", "challenge"],
    ],
    shorts: [
      ["{subject} Budget Breakdown #shorts", "list"],
      ["POV: Your First Evening in {subject}", "story"],
    ],
  },
};

// A kind of place (a cafe, a beach, a hostel), with the city in front when one was named.
const PLACE_COMMON: PatternGroup = {
  kinds: ["place"],
  when: ["common"],
  byType: {
    tutorial: [
      ["{subject} Guide: How to Pick a Good One", "guide"],
      ["{subject} Etiquette: Do's and Don'ts", "mistakes"],
    ],
    list: [
      ["Best {thing} in {place}: My Top Picks", "list"],
      ["{subject} Picks: 7 Worth Your Time", "list"],
      ["{subject}: 5 Red Flags to Watch For", "mistakes"],
    ],
    review: [
      ["Rating Every {subject} I Visited", "list"],
      ["Most Hyped {subject} Spot: Honest Review", "question"],
    ],
    vlog: [
      ["{thing} Hopping in {place}", "story"],
      ["{subject} Vlog: A Slow Sunday", "story"],
      ["{subject} Day Out with Friends", "story"],
    ],
    challenge: [
      ["{subject} Day Under ₹500 Challenge", "challenge"],
      ["Visiting 5 {subject} Spots in One Day", "challenge"],
    ],
    shorts: [
      ["This {thing} in {place} Is Worth the Trip", "story"],
      ["{subject} Spot You Need to Save", "list"],
    ],
  },
};

// ── Food: dishes cooked at home, and food eaten out ──
const FOOD: PatternGroup = {
  kinds: ["food"],
  byType: {
    tutorial: [["{subject}: Everything You're Doing Wrong", "mistakes"]],
    list: [
      ["{subject}: 7 Versions You Have to Try", "list"],
      ["{subject} Ke 5 Secrets Jo Halwai Nahi Batate", "hinglish"],
    ],
    review: [
      ["{subject} Taste Test: Honest Verdict", "question"],
      ["{subject}: Really That Good? Honest Review", "question"],
    ],
    vlog: [
      ["{subject} Day: Full Food Vlog", "story"],
      ["{subject} Cravings Vlog", "story"],
    ],
    challenge: [
      ["{subject} Eating Challenge: Kaun Jeetega?", "hinglish"],
      ["Spicy {subject} Challenge Gone Wrong", "challenge"],
    ],
    shorts: [
      ["{subject} Lovers, This One's for You", "story"],
      ["{subject}: Rate It Out of 10 #shorts", "question"],
    ],
  },
};

const FOOD_HOME: PatternGroup = {
  kinds: ["food"],
  when: ["how-to"],
  byType: {
    tutorial: [
      ["{subject} Recipe: Perfect Every Time", "how-to"],
      ["{subject} Kaise Banaye? Easy Recipe at Home", "hinglish"],
      ["Restaurant-Style {subject} at Home", "how-to"],
      ["{subject} Recipe for Beginners, Step by Step", "guide"],
      ["The Secret to Perfect {subject}", "how-to"],
    ],
    list: [
      ["5 Easy {subject} Recipes for Busy Days", "list"],
      ["{subject}: 6 Mistakes That Ruin It", "mistakes"],
      ["7 {subject} Tips from My Mom's Kitchen", "list"],
    ],
    review: [
      ["Homemade vs Store-Bought {subject}: Honest Test", "comparison"],
      ["I Tried 3 Viral {subject} Recipes: Which Wins?", "comparison"],
    ],
    vlog: [
      ["Making {subject} with Mummy: Kitchen Vlog", "story"],
      ["Cooking {subject} for the Family: Full Vlog", "story"],
    ],
    challenge: [
      ["{subject} in 10 Minutes Challenge", "challenge"],
      ["Me vs Mummy: {subject} Cook-Off", "comparison"],
      ["Making {subject} with Just 3 Ingredients", "challenge"],
    ],
    shorts: [
      ["{subject} Recipe in 60 Seconds #shorts", "how-to"],
      ["{subject} Ka Shortcut: Thank Me Later", "hinglish"],
      ["The {subject} Trick My Nani Swears By", "how-to"],
    ],
  },
};

const FOOD_OUT: PatternGroup = {
  kinds: ["food"],
  when: ["eat-out"],
  byType: {
    tutorial: [
      ["{subject} Guide: Where to Eat and What to Order", "guide"],
      ["How to Find the Best {subject} Like a Local", "how-to"],
      ["{subject} Kahan Khayein? Full Guide", "hinglish"],
    ],
    list: [
      ["Top 10 {subject} Spots You Can't Miss", "list"],
      ["{subject}: 7 Must-Try Dishes", "list"],
      ["Best {thing} in {place}, Ranked", "list"],
    ],
    review: [
      ["Trying the Most Famous {subject}: Worth It?", "question"],
      ["Famous vs Hidden Gem: {subject} Honest Review", "comparison"],
    ],
    vlog: [
      ["{subject} Tour: Eating Till We Drop", "story"],
      ["{subject} Vlog: Sasta, Tasty Aur Famous", "hinglish"],
      ["Trying {thing} All Over {place}", "story"],
    ],
    challenge: [
      ["{subject} Under ₹100 Challenge", "challenge"],
      ["Eating Only {subject} for 24 Hours", "challenge"],
    ],
    shorts: [
      ["₹50 {subject} That Beats Restaurants", "story"],
      ["Don't Miss This {subject} Spot", "list"],
    ],
  },
};

// ── Activities: sports, workouts, skills, crafts, routines ──
const ACTIVITY: PatternGroup = {
  kinds: ["activity"],
  byType: {
    tutorial: [
      ["{subject} for Beginners: Start Here", "guide"],
      ["How to Get Better at {subject}, Fast", "how-to"],
      ["{subject} Kaise Sikhe? Zero Se Start Karo", "hinglish"],
      ["{subject}: 7 Beginner Mistakes and Quick Fixes", "mistakes"],
    ],
    list: [
      ["{subject}: 10 Tips That Actually Work", "list"],
      ["5 {subject} Habits That Changed Everything", "story"],
      ["{subject} Tips Jo Pehle Pata Hone Chahiye", "hinglish"],
    ],
    review: [
      ["I Tried {subject} for 30 Days: Honest Review", "story"],
      ["{subject}: Worth Your Time? Honest Take", "question"],
    ],
    vlog: [
      ["A Day of {subject} with Me", "story"],
      ["My {subject} Journey: Month 1", "story"],
      ["{subject} Vlog: Roz Ka Routine", "hinglish"],
    ],
    challenge: [
      ["{subject} Every Day for 30 Days: Day 1 vs Day 30", "challenge"],
      ["Beginner Tries {subject} for 7 Days", "challenge"],
      ["{subject} Challenge: 30 Din, No Excuses", "hinglish"],
    ],
    shorts: [
      ["{subject} Tip You Need to Try Today", "how-to"],
      ["Stop Making This {subject} Mistake", "mistakes"],
      ["{subject}: Beginner vs Pro #shorts", "comparison"],
    ],
  },
};

// ── Animals: pets and wildlife. Pet-only lines wait for a pet. ──
const ANIMAL: PatternGroup = {
  kinds: ["animal"],
  byType: {
    tutorial: [
      ["{subject} Behaviour Explained", "guide"],
      ["{subject}: Facts Every Animal Lover Should Know", "guide"],
    ],
    list: [
      ["{subject}: 10 Facts That Will Surprise You", "list"],
      ["{subject} Ke 7 Amazing Facts", "hinglish"],
    ],
    review: [["{subject}: Cute or Chaotic? An Honest Take", "question"]],
    vlog: [
      ["{subject} Moments I Caught on Camera", "story"],
      ["{subject} Moments That Made My Day", "story"],
    ],
    challenge: [
      ["Guess the {subject} Sound Challenge", "challenge"],
      ["{subject} Facts Quiz: Score 10/10?", "challenge"],
    ],
    shorts: [
      ["{subject} Being Adorable for 60 Seconds", "story"],
      ["{subject} Did What?! #shorts", "story"],
    ],
  },
};

const PET: PatternGroup = {
  kinds: ["animal"],
  when: ["pet"],
  byType: {
    tutorial: [
      ["{subject} Care Guide for First-Time Pet Parents", "guide"],
      ["{subject} Ko Kya Khilayein? Diet Guide", "hinglish"],
      ["How to Keep Your {subject} Happy and Healthy", "how-to"],
      ["{subject} Care: Mistakes New Owners Make", "mistakes"],
    ],
    list: [
      ["7 Things Your {subject} Wants You to Know", "list"],
      ["{subject} Care: 10 Tips from a Pet Parent", "list"],
      ["5 Signs Your {subject} Is Happy", "list"],
    ],
    review: [
      ["{subject} as a Pet in India: Honest Pros and Cons", "comparison"],
      ["Life with {a subject}: What Nobody Tells You", "mistakes"],
      ["{subject} as a Pet: Worth It? Honest Review", "question"],
    ],
    vlog: [
      ["A Day in the Life of My {subject}", "story"],
      ["My {subject}'s Morning Routine", "story"],
      ["Mera {subject} Aur Uski Masti: Full Vlog", "hinglish"],
    ],
    challenge: [
      ["Will My {subject} Choose Me or the Treat?", "challenge"],
      ["Testing My {subject}'s IQ at Home", "challenge"],
      ["My {subject} Reacts to New Toys Challenge", "challenge"],
    ],
    shorts: [
      ["When Your {subject} Has Other Plans", "story"],
      ["My {subject} Did This Again #shorts", "story"],
      ["Every {subject} Parent Will Relate", "story"],
    ],
  },
};

// ── People: roles (teacher, mom) and named people (Virat Kohli) ──
const PERSON: PatternGroup = {
  kinds: ["person"],
  byType: {
    tutorial: [["Lessons from {subject}: What I Learned", "guide"]],
    list: [["{subject} Ki 5 Baatein Jo Inspire Karti Hain", "hinglish"]],
    vlog: [["{subject} Ke Saath Ek Din", "hinglish"]],
  },
};

const PERSON_NAMED: PatternGroup = {
  kinds: ["person"],
  when: ["named"],
  byType: {
    tutorial: [
      ["{subject}'s Habits You Can Copy", "how-to"],
      ["What {subject} Can Teach You About Success", "guide"],
    ],
    list: [
      ["{subject}: 7 Facts Even Fans Don't Know", "list"],
      ["{subject}'s 10 Best Moments, Ranked", "list"],
      ["{subject}: 10 Moments Everyone Remembers", "list"],
    ],
    review: [
      ["{subject}'s Career: An Honest Breakdown", "guide"],
      ["{subject} in {year}: Still at the Top?", "question"],
      ["{subject}: Underrated Legend or Overhyped?", "question"],
      ["The Real Story of {subject}", "story"],
    ],
    vlog: [
      ["I Followed {subject}'s Routine for a Day", "story"],
      ["Watching {subject} Live: Full Vlog", "story"],
    ],
    challenge: [
      ["Living Like {subject} for 24 Hours", "challenge"],
      ["Copying {subject}'s Diet for a Week", "challenge"],
      ["{subject} Quiz: How Well Do You Know Them?", "challenge"],
    ],
    shorts: [
      ["{subject}'s Most Iconic Moment #shorts", "story"],
      ["{subject} Fact That Shocked Me", "list"],
      ["{subject} Moment That Went Viral #shorts", "story"],
    ],
  },
};

const PERSON_ROLE: PatternGroup = {
  kinds: ["person"],
  when: ["common"],
  byType: {
    tutorial: [
      ["{subject} Life Hacks That Save Time", "how-to"],
      ["Tips for Every {subject}: Start Here", "guide"],
    ],
    list: [
      ["10 Things Every {subject} Will Relate To", "list"],
      ["{subject} Life: 7 Struggles Nobody Talks About", "mistakes"],
    ],
    review: [
      ["Life as {a subject} in India: The Honest Truth", "story"],
      ["{subject} Life: Expectations vs Reality", "comparison"],
    ],
    vlog: [
      ["A Day in the Life of {a subject}", "story"],
      ["{subject} Ka Routine: Subah Se Raat Tak", "hinglish"],
    ],
    challenge: [
      ["Living Like {a subject} for 24 Hours", "challenge"],
      ["{subject} vs Me: Who Does It Better?", "comparison"],
    ],
    shorts: [
      ["Every {subject} Ever #shorts", "story"],
      ["POV: You're {a subject} in India", "story"],
    ],
  },
};

// ── Events: festivals, weddings and parties; tournaments and matches ──
const EVENT: PatternGroup = {
  kinds: ["event"],
  byType: {
    tutorial: [
      ["{subject} Planning Guide: Start Here", "guide"],
      ["{subject} Ki Taiyari Kaise Karein? Full Guide", "hinglish"],
    ],
    list: [
      ["{subject} {year}: 10 Things to Know", "list"],
      ["{subject}: 7 Moments That Made It Special", "list"],
    ],
    review: [
      ["{subject} {year}: Worth the Hype?", "question"],
      ["{subject}: Then vs Now", "comparison"],
    ],
    vlog: [
      ["{subject} {year} Vlog: Full Day", "story"],
      ["{subject} Vlog: Family, Friends Aur Full Masti", "hinglish"],
    ],
    challenge: [
      ["{subject} Quiz Challenge: Kaun Jeetega?", "hinglish"],
      ["{subject} on a ₹1,000 Budget Challenge", "challenge"],
    ],
    shorts: [
      ["{subject} Vibes in 60 Seconds", "story"],
      ["{subject} {year} Moment You Missed", "story"],
    ],
  },
};

const EVENT_FESTIVE: PatternGroup = {
  kinds: ["event"],
  when: ["festive"],
  byType: {
    tutorial: [
      ["{subject} Decoration Ideas on a Budget", "how-to"],
      ["Easy {subject} Outfit Ideas for Everyone", "how-to"],
      ["{subject} Ki Taiyari Last Minute Mein", "hinglish"],
    ],
    list: [
      ["10 {subject} Ideas Under ₹500", "list"],
      ["{subject} Gift Ideas That Don't Feel Generic", "list"],
      ["7 {subject} Mistakes to Avoid This Year", "mistakes"],
    ],
    review: [
      ["{subject} on a Budget: Worth It?", "question"],
      ["Traditional vs Modern {subject}: Honest Take", "comparison"],
    ],
    vlog: [
      ["{subject} Vlog: Our Family's Celebration", "story"],
      ["{subject} Preparations: Full Vlog", "story"],
      ["My First {subject} Away from Home", "story"],
    ],
    challenge: [
      ["{subject} Look in ₹500 Challenge", "challenge"],
      ["{subject} Decoration in 1 Hour Challenge", "challenge"],
    ],
    shorts: [
      ["{subject} Hack You'll Want to Steal", "how-to"],
      ["{subject} at Home Be Like #shorts", "story"],
    ],
  },
};

const EVENT_SPORT: PatternGroup = {
  kinds: ["event"],
  when: ["sport"],
  byType: {
    tutorial: [["{subject} Format and Rules Explained", "guide"]],
    list: [
      ["{subject}: 10 Best Moments of All Time", "list"],
      ["{subject} {year}: Top 5 Players to Watch", "list"],
    ],
    review: [["{subject} {year}: Hits, Flops and Surprises", "comparison"]],
    vlog: [["Watching {subject} at the Stadium: Full Vlog", "story"]],
    challenge: [["Predicting {subject} {year}: Did I Get It Right?", "challenge"]],
    shorts: [["{subject} Moment Nobody Saw Coming", "story"]],
  },
};

// ── Study: exams, subjects and languages ──
const STUDY: PatternGroup = {
  kinds: ["study"],
  byType: {
    tutorial: [
      ["{subject} Preparation Strategy That Works", "guide"],
      ["How to Start {subject} Preparation from Zero", "how-to"],
      ["{subject} Ki Taiyari Kaise Karein? Full Plan", "hinglish"],
      ["{subject} Study Plan for Beginners", "guide"],
    ],
    list: [
      ["{subject}: 10 Tips from Toppers", "list"],
      ["7 {subject} Mistakes That Cost Marks", "mistakes"],
      ["{subject} Ke 5 Shortcuts Jo Time Bachayein", "hinglish"],
    ],
    review: [
      ["{subject} Coaching vs Self Study: Honest Review", "comparison"],
      ["Best Books for {subject}: Honest Review", "guide"],
      ["{subject} {year}: Is the Pattern Changing?", "question"],
    ],
    vlog: [
      ["A Day in My Life Preparing for {subject}", "story"],
      ["{subject} Prep Vlog: 10 Hours of Study", "story"],
      ["{subject} Aspirant Ka Ek Din", "hinglish"],
    ],
    challenge: [
      ["{subject} Mock Test Challenge: Can I Score 90%?", "challenge"],
      ["30-Day {subject} Revision Challenge", "challenge"],
      ["{subject} Challenge: 12 Ghante, No Phone", "hinglish"],
    ],
    shorts: [
      ["{subject} Trick That Saves You Marks", "how-to"],
      ["{subject} Aspirants, Don't Skip This", "mistakes"],
      ["{subject} in 60 Seconds: One Concept", "guide"],
    ],
  },
};

// ── Games: mobile, console and board games ──
const GAME: PatternGroup = {
  kinds: ["game"],
  when: ["whole"],
  byType: {
    tutorial: [
      ["{subject} Tips and Tricks for Beginners", "how-to"],
      ["How to Get Better at {subject} Fast", "how-to"],
      ["{subject} Pro Kaise Bane? Full Guide", "hinglish"],
      ["{subject}: Best Settings and Controls Guide", "guide"],
    ],
    list: [
      ["{subject}: 10 Tips Pros Don't Share", "list"],
      ["7 {subject} Mistakes Beginners Make", "mistakes"],
      ["{subject} Ke 5 Secret Tricks", "hinglish"],
    ],
    review: [
      ["Is {subject} Still Worth Playing in {year}?", "question"],
      ["{subject} Honest Review After 100 Hours", "story"],
      ["{subject} in {year}: Overrated or Underrated?", "question"],
    ],
    vlog: [
      ["Playing {subject} All Day: Gaming Vlog", "story"],
      ["{subject} Tournament Day Vlog", "story"],
      ["{subject} Ki Late Night Gaming Session", "hinglish"],
    ],
    challenge: [
      ["{subject} Challenge: Win Without a Single Mistake", "challenge"],
      ["Noob vs Pro: {subject} Challenge", "comparison"],
      ["{subject} with One Hand Challenge", "challenge"],
    ],
    shorts: [
      ["{subject} Trick You Didn't Know #shorts", "how-to"],
      ["Wait for It: {subject} Comeback", "story"],
      ["{subject} Noob vs Pro #shorts", "comparison"],
    ],
  },
};

// ── Shows: films, series, anime, songs and books ──
const SHOW: PatternGroup = {
  kinds: ["show"],
  byType: {
    tutorial: [
      ["{subject} Explained: Story, Characters and Themes", "guide"],
      ["Where to Start with {subject}: A Beginner's Guide", "guide"],
      ["{subject} Samjho Bina Spoilers Ke", "hinglish"],
    ],
    list: [
      ["{subject}: 10 Details You Missed", "list"],
      ["7 Best Moments in {subject}, Ranked", "list"],
      ["{subject} Ke 5 Scenes Jo Yaad Reh Gaye", "hinglish"],
    ],
    review: [
      ["{subject} Review: Worth Your Time?", "question"],
      ["{subject} Honest Review (No Spoilers)", "guide"],
      ["{subject}: Hit or Flop? Honest Review", "question"],
      ["{subject} Review: Dekhna Chahiye Ya Nahi?", "hinglish"],
    ],
    vlog: [
      ["Watching {subject} with Friends: Reaction Vlog", "story"],
      ["{subject} Binge Weekend Vlog", "story"],
    ],
    challenge: [
      ["{subject} Quiz: Only Real Fans Pass", "challenge"],
      ["Guess the {subject} Scene Challenge", "challenge"],
    ],
    shorts: [
      ["{subject} Detail Nobody Noticed #shorts", "list"],
      ["{subject} in 60 Seconds, No Spoilers", "guide"],
    ],
  },
};

// ── Fields people follow: finance, tech, fashion, motivation, history… ──
const FIELD: PatternGroup = {
  kinds: ["field"],
  byType: {
    tutorial: [
      ["{subject} for Absolute Beginners: Where to Start", "guide"],
      ["{subject} Basics Explained Simply", "guide"],
      ["{subject} Kya Hai? Aasaan Bhasha Mein Samjho", "hinglish"],
      ["How to Learn {subject} on Your Own", "how-to"],
    ],
    list: [
      ["{subject}: 10 Lessons I Learned the Hard Way", "story"],
      ["7 {subject} Myths You Should Stop Believing", "mistakes"],
      ["{subject} Ke 5 Rules Jo Har Kisi Ko Pata Hone Chahiye", "hinglish"],
    ],
    review: [
      ["{subject} Advice on YouTube: What's Right, What's Not", "comparison"],
      ["The Honest Truth About {subject} in India", "story"],
    ],
    vlog: [
      ["A Week of Taking {subject} Seriously", "story"],
      ["{subject} Ne Meri Life Kaise Badli", "hinglish"],
    ],
    challenge: [
      ["{subject} Quiz: Beginner or Expert?", "challenge"],
      ["30-Day {subject} Challenge: What Changed", "challenge"],
    ],
    shorts: [
      ["{subject} Tip That Changes Everything", "how-to"],
      ["{subject} Myth vs Fact #shorts", "question"],
    ],
  },
};

// ── More lines per kind, so each kind's own voice fills most of a generation ──
const MORE: readonly PatternGroup[] = [
  {
    kinds: ["activity"],
    byType: {
      tutorial: [
        ["{subject} Basics Every Beginner Should Master", "guide"],
        ["{subject} Ki Shuruaat Kaise Karein?", "hinglish"],
        ["{subject}: From Zero to Confident in 30 Days", "how-to"],
      ],
      list: [
        ["{subject}: 7 Things I Wish I Knew Before Starting", "story"],
        ["10 {subject} Mistakes Everyone Makes at First", "mistakes"],
        ["{subject} Essentials: 5 Things You Actually Need", "list"],
      ],
      review: [
        ["{subject} Classes vs YouTube: What Actually Works", "comparison"],
        ["{subject} Gear I Regret Buying (and What I'd Buy)", "story"],
        ["{subject} Ke Baare Mein Sach: Mera Experience", "hinglish"],
      ],
      vlog: [
        ["{subject} Day: Full Vlog from Start to Finish", "story"],
        ["Trying {subject} for the First Time: Vlog", "story"],
        ["{subject} with Friends: Weekend Vlog", "story"],
      ],
      challenge: [
        ["{subject} Challenge: Beginner Tries Pro Level", "challenge"],
        ["7-Day {subject} Challenge: Honest Results", "challenge"],
        ["{subject} Challenge with My Best Friend", "challenge"],
      ],
      shorts: [
        ["{subject} Hack Nobody Taught Me", "how-to"],
        ["Day 1 vs Day 30 of {subject}", "comparison"],
        ["{subject}: Ek Tip, Bada Farak", "hinglish"],
      ],
    },
  },
  {
    kinds: ["field"],
    byType: {
      tutorial: [
        ["{subject} Roadmap: Where to Begin", "guide"],
        ["{subject} in 15 Minutes: The Basics", "how-to"],
        ["{subject} Ke Basics, Bilkul Zero Se", "hinglish"],
      ],
      list: [
        ["{subject}: 10 Terms Everyone Should Know", "list"],
        ["5 {subject} Books and Channels Worth Your Time", "list"],
        ["{subject}: 7 Mistakes Beginners Make", "mistakes"],
      ],
      review: [
        ["{subject} Gurus on YouTube: Who to Trust?", "question"],
        ["{subject} Courses: Worth the Money?", "question"],
        ["{subject}: Sach Aur Jhooth, Seedhi Baat", "hinglish"],
        ["{subject}: What Actually Works in Real Life", "guide"],
      ],
      vlog: [
        ["My {subject} Journey So Far: Honest Vlog", "story"],
        ["Learning {subject} for 30 Days: Vlog", "story"],
        ["{subject} Seekhte Hue Mera Ek Hafta", "hinglish"],
      ],
      challenge: [
        ["Applying {subject} Advice for 7 Days", "challenge"],
        ["{subject} Quiz with Friends: Who Knows More?", "challenge"],
        ["{subject} Challenge: Ek Mahina, Roz Thoda", "hinglish"],
      ],
      shorts: [
        ["{subject} in One Minute: The Core Idea", "guide"],
        ["{subject} Mistake That Costs You", "mistakes"],
        ["{subject} Ki Ek Baat Jo Sabko Pata Honi Chahiye", "hinglish"],
      ],
    },
  },
  {
    kinds: ["game"],
    when: ["whole"],
    byType: {
      tutorial: [
        ["{subject} Beginner Guide: Everything You Need", "guide"],
        ["{subject} Strategy That Actually Wins", "how-to"],
        ["{subject} Mein Better Kaise Khelein?", "hinglish"],
      ],
      list: [
        ["{subject}: Top 10 Plays of All Time", "list"],
        ["{subject} Tips for Beginners: 7 Quick Ones", "list"],
        ["{subject}: 5 Things Every Noob Does", "mistakes"],
      ],
      review: [
        ["{subject}: Best and Worst Strategies, Ranked", "list"],
        ["{subject} vs Its Rivals: Which Is Better?", "comparison"],
        ["{subject} Review: Kya Abhi Bhi Khelna Chahiye?", "hinglish"],
      ],
      vlog: [
        ["{subject} Night with the Squad: Vlog", "story"],
        ["My {subject} Setup and Session: Vlog", "story"],
        ["{subject} Khelte Hue Mera Din", "hinglish"],
      ],
      challenge: [
        ["{subject} Challenge: Only Beginner Moves", "challenge"],
        ["{subject} 1v1 with My Brother", "challenge"],
        ["Winning {subject} in Under 10 Minutes Challenge", "challenge"],
      ],
      shorts: [
        ["{subject} Pro Move in 30 Seconds", "how-to"],
        ["{subject} Fail Compilation #shorts", "story"],
        ["{subject} Ka Sabse Bada Secret", "hinglish"],
      ],
    },
  },
  {
    kinds: ["study"],
    byType: {
      tutorial: [
        ["{subject} Syllabus Explained Simply", "guide"],
        ["{subject} Notes Kaise Banayein? Smart Method", "hinglish"],
        ["How to Revise {subject} in the Last Month", "how-to"],
      ],
      list: [
        ["{subject}: 5 Topics You Can't Skip", "list"],
        ["10 {subject} Resources That Are Free", "list"],
        ["{subject}: 7 Habits of Toppers", "list"],
      ],
      review: [
        ["{subject} Online vs Offline Coaching: Honest Take", "comparison"],
        ["{subject} Test Series: Worth It? Honest Review", "question"],
        ["{subject}: Kitna Mushkil Hai Sach Mein?", "hinglish"],
      ],
      vlog: [
        ["My {subject} Routine: Full Day Vlog", "story"],
        ["{subject} Library Day: Study Vlog", "story"],
        ["{subject} Result Day Vlog", "story"],
      ],
      challenge: [
        ["{subject}: 100 Questions in 1 Hour", "challenge"],
        ["{subject} Revision in 7 Days Challenge", "challenge"],
        ["{subject} Quiz: Topper vs Me", "comparison"],
      ],
      shorts: [
        ["{subject} Concept in 30 Seconds", "guide"],
        ["{subject} Aspirants Will Relate", "story"],
        ["{subject} Ki Ek Trick Jo Marks Badhaye", "hinglish"],
      ],
    },
  },
  {
    kinds: ["show"],
    byType: {
      tutorial: [
        ["{subject} Watch Order: Where to Start", "guide"],
        ["{subject} Timeline Explained", "guide"],
        ["{subject} Ki Kahani Simple Shabdon Mein", "hinglish"],
      ],
      list: [
        ["{subject}: 5 Characters, Ranked", "list"],
        ["10 Things {subject} Fans Will Relate To", "list"],
        ["{subject}: 7 Theories Worth Talking About", "list"],
      ],
      review: [
        ["{subject} Review: What Worked, What Didn't", "comparison"],
        ["{subject}: Overrated or Masterpiece?", "question"],
      ],
      vlog: [
        ["{subject} First Day First Show Vlog", "story"],
        ["{subject} Watch Party with Friends", "story"],
        ["{subject} Dekhne Gaye: Full Vlog", "hinglish"],
      ],
      challenge: [
        ["{subject} Dialogue Challenge", "challenge"],
        ["{subject} Trivia: Fan vs Casual Viewer", "comparison"],
        ["Guess the {subject} Character Challenge", "challenge"],
      ],
      shorts: [
        ["{subject} Moment That Gave Me Chills", "story"],
        ["{subject}: One Scene, One Minute", "guide"],
        ["{subject} Fans, Ye Dekha?", "hinglish"],
      ],
    },
  },
  {
    kinds: ["person"],
    when: ["named"],
    byType: {
      tutorial: [
        ["{subject}'s Success Mindset, Explained", "guide"],
        ["{subject} Se Seekhne Wali 5 Baatein", "hinglish"],
      ],
      list: [["{subject} Ke 7 Iconic Moments", "hinglish"]],
      review: [["{subject}: Best Phase or Past Peak?", "question"]],
      vlog: [["Recreating {subject}'s Day: Vlog", "story"]],
      challenge: [["Guess the {subject} Moment Challenge", "challenge"]],
      shorts: [["{subject} Ka Ye Side Nahi Dekha Hoga", "hinglish"]],
    },
  },
  {
    kinds: ["person"],
    when: ["common"],
    byType: {
      tutorial: [
        ["Time Management for Every {subject}", "how-to"],
        ["{subject} Life Mein Balance Kaise Banayein?", "hinglish"],
      ],
      list: [
        ["7 Apps Every {subject} Should Use", "list"],
        ["5 Habits of a Happy {subject}", "list"],
      ],
      review: [
        ["Being {a subject}: Pros and Cons Nobody Shares", "comparison"],
        ["{subject} Life: Worth It? Honest Answer", "question"],
      ],
      vlog: [
        ["{subject} Life: Week in My Life Vlog", "story"],
        ["Morning Routine of {a subject}", "story"],
      ],
      challenge: [
        ["{subject} Life for a Day: Can I Handle It?", "challenge"],
        ["Swapping Roles with {a subject} for a Day", "challenge"],
      ],
      shorts: [
        ["{subject} Problems Only You Understand", "story"],
        ["{subject} Life in 30 Seconds", "story"],
      ],
    },
  },
  {
    kinds: ["place"],
    byType: {
      tutorial: [["{subject} Budget Guide: What It Really Costs", "guide"]],
      list: [["{subject}: 5 Photo Spots Worth the Trip", "list"]],
      review: [["{subject}: Honest Review After Visiting", "story"]],
      vlog: [["{subject} Sunset Vlog", "story"]],
      challenge: [["{subject} Photo Challenge: Best Shot Wins", "challenge"]],
      shorts: [["{subject} Hidden Spot #shorts", "list"]],
    },
  },
  {
    kinds: ["event"],
    byType: {
      tutorial: [
        ["{subject} {year}: Dates, Plans and Tips", "guide"],
        ["{subject} Checklist: Don't Miss These", "guide"],
      ],
      list: [
        ["{subject}: 5 Things Nobody Plans For", "mistakes"],
        ["{subject} Memories: 10 That Stay Forever", "list"],
      ],
      review: [
        ["{subject} {year} Review: Best and Worst Bits", "comparison"],
        ["{subject}: Sach Mein Special Tha?", "hinglish"],
      ],
      vlog: [
        ["{subject} Day Vlog: Subah Se Raat Tak", "hinglish"],
        ["{subject} with Family: Full Vlog", "story"],
      ],
      challenge: [
        ["{subject} Trivia: How Much Do You Know?", "challenge"],
        ["{subject} Photo Challenge with Friends", "challenge"],
      ],
      shorts: [
        ["{subject} in 30 Seconds #shorts", "story"],
        ["{subject} Be Like #shorts", "story"],
      ],
    },
  },
  {
    kinds: ["animal"],
    byType: {
      tutorial: [["{subject} Ke Baare Mein Jaaniye", "hinglish"]],
      list: [
        ["{subject}: 5 Myths People Still Believe", "mistakes"],
        ["7 {subject} Facts for Kids and Adults", "list"],
      ],
      vlog: [
        ["{subject} Time: A Slow Morning Vlog", "story"],
        ["{subject} Moments: Full Day Vlog", "story"],
      ],
      challenge: [
        ["Draw {a subject} in 60 Seconds Challenge", "challenge"],
        ["{subject} Trivia with My Family", "challenge"],
      ],
      shorts: [["Wait for the {subject} at the End", "story"]],
    },
  },
  {
    kinds: ["animal"],
    when: ["wild"],
    byType: {
      tutorial: [
        ["{subject} Habitat and Diet Explained", "guide"],
        ["{subject} Spotting in India: Where to Go", "guide"],
        ["{subject} Safety: What to Do If You Meet One", "how-to"],
      ],
      list: [["{subject} Safari Spots in India, Ranked", "list"]],
      review: [
        ["{subject} Documentaries Worth Watching", "list"],
        ["{subject}: Misunderstood or Dangerous?", "question"],
      ],
      vlog: [["Looking for {subject} on Safari: Vlog", "story"]],
      challenge: [["Spot the {subject} Challenge", "challenge"]],
      shorts: [["{subject}: Cute or Scary? #shorts", "question"]],
    },
  },
  {
    kinds: ["event"],
    byType: {
      tutorial: [
        ["{subject}: How to Make the Most of It", "how-to"],
        ["{subject} Guide for First-Timers", "guide"],
        ["{subject} on a Budget: Step by Step", "how-to"],
      ],
    },
  },
  {
    kinds: ["event"],
    when: ["whole"],
    byType: {
      tutorial: [
        ["{subject}: History and Meaning Explained", "guide"],
        ["{subject} Ki Poori Kahani", "hinglish"],
      ],
    },
  },
  {
    kinds: ["person"],
    when: ["named"],
    byType: {
      tutorial: [
        ["{subject}'s Journey Explained", "guide"],
        ["{subject} Ki Kahani: Zero Se Top Tak", "hinglish"],
        ["{subject}: The Complete Story", "story"],
      ],
    },
  },
  {
    kinds: ["person"],
    when: ["common"],
    byType: {
      tutorial: [
        ["{subject} Guide: Skills That Matter", "guide"],
        ["How to Become {a subject} in India", "how-to"],
      ],
    },
  },
  {
    kinds: ["place"],
    when: ["named"],
    byType: {
      tutorial: [
        ["How to Reach {subject}: Train, Bus and Flight", "how-to"],
        ["{subject} Packing List: What to Carry", "list"],
      ],
    },
  },
  {
    kinds: ["place"],
    when: ["common"],
    byType: {
      tutorial: [
        ["{subject} for First-Timers: What to Expect", "guide"],
        ["Finding the Right {subject}: What I Check", "how-to"],
      ],
    },
  },
  {
    kinds: ["show"],
    byType: {
      tutorial: [
        ["{subject}: Backstory and Trivia", "guide"],
        ["{subject} Ke Peeche Ki Kahani", "hinglish"],
      ],
      shorts: [["{subject} Trivia in 30 Seconds", "list"]],
    },
  },
  {
    kinds: ["animal"],
    byType: { tutorial: [["{subject} Facts Explained Simply", "guide"]] },
  },
  {
    kinds: ["game"],
    when: ["part"],
    byType: {
      tutorial: [
        ["{subject}: Pro Tips That Actually Help", "how-to"],
        ["{subject} Guide: What the Pros Do", "guide"],
      ],
      list: [["{subject}: 7 Tips Pros Use", "list"]],
      review: [["{subject}: What Works and What's Overrated", "comparison"]],
      vlog: [["Trying the Pros' {subject} for a Day", "story"]],
      challenge: [["Copying a Pro's {subject} Challenge", "challenge"]],
      shorts: [["{subject} Trick in 30 Seconds", "how-to"]],
    },
  },
  {
    kinds: ["brand"],
    byType: {
      tutorial: [["{subject} Tips That Save You Money", "how-to"]],
      list: [["{subject}: 7 Underrated Picks", "list"]],
      review: [["{subject} Quality: Worth the Price?", "question"]],
      vlog: [["Everything I Ordered from {subject} This Month", "story"]],
      challenge: [["₹1,000 on {subject}: What Can I Get?", "challenge"]],
      shorts: [["{subject} Deal You Shouldn't Miss", "list"]],
    },
  },
  {
    kinds: ["food"],
    byType: {
      tutorial: [
        ["{subject}: The Story Behind the Dish", "guide"],
        ["{subject} Ka Asli Swaad Kaise Pehchanein", "hinglish"],
      ],
      list: [["{subject}: 5 Myths Foodies Believe", "mistakes"]],
      review: [["{subject} Taste Test: Cheap vs Expensive", "comparison"]],
      vlog: [["{subject} Date with Friends: Vlog", "story"]],
      challenge: [["Guess the {subject} Blindfolded", "challenge"]],
      shorts: [["{subject} Fact Every Foodie Should Know", "list"]],
    },
  },
];

// ── Formats the keyword named: a few lines written for exactly that kind of video ──
const FORMAT_GROUPS: readonly PatternGroup[] = [
  {
    kinds: ["product", "brand"],
    formats: ["unboxing"],
    shared: [
      ["{subject} Unboxing: What's in the Box?", "story", ["review", "vlog", "shorts"]],
      ["{subject} Unboxing and First Impressions", "story", ["review", "vlog", "list"]],
      ["Unboxing {subject}: Expectations vs Reality", "comparison", ["review", "vlog", "challenge"]],
      ["{subject} Unboxing: Pehli Nazar Mein Kaisa Hai?", "hinglish", ["tutorial", "shorts", "list", "challenge"]],
    ],
  },
  {
    kinds: ["product", "brand", "place"],
    formats: ["haul"],
    shared: [
      ["{subject} Haul: What I Got and What It Cost", "list", ["list", "review", "vlog"]],
      ["{subject} Haul: Kya Worth It Tha?", "hinglish", ["review", "shorts", "tutorial"]],
      ["Huge {subject} Haul Under ₹2,000", "challenge", ["challenge", "vlog", "list"]],
      ["{subject} Haul: Try-On and Honest Verdict", "guide", ["review", "tutorial", "shorts", "challenge"]],
    ],
  },
  {
    kinds: ["food"],
    formats: ["recipe"],
    shared: [
      ["{subject} Recipe Jo Har Baar Perfect Bane", "hinglish", ["tutorial", "shorts", "list"]],
      ["My Family's {subject} Recipe, Finally Shared", "story", ["tutorial", "vlog", "review"]],
      ["{subject} Recipe: Dhaba Style vs Home Style", "comparison", ["review", "challenge", "list"]],
      ["Quick {subject} Recipe for Beginners", "how-to", ["tutorial", "shorts", "challenge", "vlog"]],
    ],
  },
  {
    kinds: ["place"],
    formats: ["travel-guide", "vlog"],
    shared: [
      ["{subject} Itinerary: The Perfect 3-Day Plan", "guide", ["tutorial", "list", "vlog"]],
      ["{subject} Travel Guide: Budget, Stay and Food", "guide", ["tutorial", "review", "shorts"]],
      ["{subject} Trip Cost: Full Budget Breakdown", "list", ["list", "review", "challenge"]],
      ["{subject} Kaise Ghoomein? Complete Travel Guide", "hinglish", ["tutorial", "vlog", "shorts", "challenge"]],
    ],
  },
  {
    kinds: ["place", "general", "activity"],
    formats: ["tour"],
    shared: [
      ["Full {subject} Tour: Every Corner", "story", ["vlog", "review", "tutorial"]],
      ["{subject} Tour on a Budget", "list", ["list", "challenge", "shorts"]],
      ["{subject} Tour: Before and After", "comparison", ["vlog", "shorts", "review", "challenge"]],
    ],
  },
  {
    kinds: ["show", "game", "event", "person", "product", "general"],
    formats: ["reaction"],
    shared: [
      ["{subject} Reaction: Did Not Expect That", "story", ["review", "vlog", "shorts"]],
      ["First Time Reacting to {subject}", "story", ["vlog", "review", "challenge"]],
      ["{subject} Reaction and Honest Thoughts", "guide", ["review", "list", "tutorial"]],
      ["{subject} Dekh Ke Mera Reaction", "hinglish", ["shorts", "vlog", "challenge", "list"]],
    ],
  },
  {
    kinds: ["event", "game", "activity", "show"],
    formats: ["highlights"],
    shared: [
      ["{subject} Highlights: Every Big Moment", "list", ["list", "shorts", "vlog"]],
      ["{subject} Highlights and Analysis", "guide", ["review", "tutorial", "list"]],
      ["{subject} Highlights: Kya Match Tha!", "hinglish", ["shorts", "vlog", "review", "challenge"]],
    ],
  },
  {
    kinds: ["game"],
    formats: ["gameplay"],
    shared: [
      ["{subject} Gameplay: Full Match, No Commentary", "story", ["vlog", "shorts", "review"]],
      ["{subject} Gameplay Tips While I Play", "how-to", ["tutorial", "list", "challenge"]],
      ["{subject} Live Gameplay: Road to the Top", "challenge", ["challenge", "vlog", "list"]],
      ["{subject} Gameplay: Noob Se Pro Tak", "hinglish", ["tutorial", "shorts", "review"]],
    ],
  },
  {
    kinds: EVERY_KIND,
    formats: ["ideas"],
    shared: [
      ["{subject} Ideas You'll Actually Use", "list", ["list", "tutorial", "shorts"]],
      ["Easy {subject} Ideas on a Budget", "how-to", ["tutorial", "vlog", "challenge"]],
      ["{subject} Ideas Jo Sabko Pasand Aayenge", "hinglish", ["list", "shorts", "review", "vlog"]],
      ["Trying Viral {subject} Ideas: Worth It?", "question", ["review", "challenge", "vlog"]],
    ],
  },
  {
    kinds: EVERY_KIND,
    formats: ["explained"],
    shared: [
      ["{subject} Explained in Simple Words", "guide", ["tutorial", "shorts", "list"]],
      ["{subject} Kya Hai? Poori Jaankari", "hinglish", ["tutorial", "shorts", "review"]],
      ["{subject} Explained with Real Examples", "guide", ["tutorial", "list", "vlog", "challenge"]],
    ],
  },
  {
    kinds: EVERY_KIND,
    formats: ["tips", "tutorial"],
    shared: [
      ["{subject} Tips That Actually Work", "list", ["tutorial", "list", "shorts"]],
      ["{subject}: Tips and Tricks I Wish I Knew Sooner", "how-to", ["tutorial", "list", "vlog"]],
      ["{subject} Tips Jo Koi Nahi Batata", "hinglish", ["shorts", "list", "review", "challenge"]],
    ],
  },
  {
    kinds: ["study", "activity", "general"],
    formats: ["study-with-me"],
    shared: [
      ["{subject} Study with Me: 3 Hours, No Music", "story", ["vlog", "tutorial", "shorts"]],
      ["{subject} Study with Me (Pomodoro 50/10)", "how-to", ["tutorial", "vlog", "list"]],
      ["12-Hour {subject} Study with Me Challenge", "challenge", ["challenge", "review", "shorts"]],
      ["{subject} Study with Me: Padhai Shuru Karo", "hinglish", ["vlog", "list", "review", "challenge"]],
    ],
  },
  {
    kinds: ["event", "activity", "place", "general"],
    formats: ["grwm"],
    shared: [
      ["GRWM for {subject}: Makeup, Outfit and Chaos", "story", ["vlog", "tutorial", "shorts"]],
      ["Get Ready with Me for {subject} in 15 Minutes", "challenge", ["challenge", "tutorial", "list"]],
      ["GRWM for {subject}: Budget Look Under ₹1,000", "list", ["list", "review", "challenge", "vlog"]],
      ["{subject} GRWM: Kya Pehnu, Kaise Ready Hoon?", "hinglish", ["shorts", "vlog", "review", "tutorial"]],
    ],
  },
];

// ── Keywords that only name a format ("study with me", "grwm"): no subject to put in ──
const BARE_GROUPS: readonly PatternGroup[] = [
  {
    kinds: EVERY_KIND,
    formats: ["study-with-me"],
    when: ["bare"],
    shared: [
      ["Study with Me: 3 Hours of Deep Focus, No Music", "story", ["vlog", "tutorial", "shorts"]],
      ["Study with Me: Pomodoro 50/10, Real Time", "how-to", ["vlog", "tutorial", "challenge"]],
      ["Study with Me Live: Padhai Shuru Karo", "hinglish", ["vlog", "shorts", "list"]],
      ["12-Hour Study with Me Challenge", "challenge", ["challenge", "vlog", "review"]],
      ["Study with Me at 5 AM: Early Morning Session", "story", ["vlog", "challenge", "shorts"]],
      ["Late Night Study with Me: 2 Hours, Rain Sounds", "story", ["vlog", "shorts", "list"]],
      ["Study with Me Like a Topper: Full Day", "story", ["vlog", "challenge", "review"]],
      ["How I Study 10 Hours a Day Without Burning Out", "how-to", ["tutorial", "list", "review"]],
      ["My Study Setup and Routine, Explained", "guide", ["tutorial", "review", "vlog"]],
      ["7 Study Habits That Keep Me Focused", "list", ["list", "tutorial", "shorts"]],
      ["Study with Me: Exam Week Edition", "story", ["vlog", "challenge", "list"]],
      ["Padhai Mein Mann Nahi Lagta? Study with Me", "hinglish", ["tutorial", "shorts", "list", "review"]],
      ["Study with Me for 6 Hours: Breaks Included", "challenge", ["challenge", "vlog", "tutorial"]],
      ["I Tried Studying Like a Topper for 7 Days", "story", ["review", "challenge", "list"]],
      ["Study with Me: Library Vibes, No Talking", "story", ["vlog", "shorts", "review"]],
      ["5 Focus Tricks I Use in Every Study Session", "list", ["list", "tutorial", "shorts"]],
      ["Study with Me Timelapse: 8 Hours in 60 Seconds", "story", ["shorts", "challenge", "list"]],
      ["Pomodoro vs Long Sessions: What Worked for Me", "comparison", ["review", "tutorial", "list"]],
      ["Study with Me: Phone Locked Away Challenge", "challenge", ["challenge", "shorts", "review"]],
      ["Sunday Study with Me: Revision Day", "story", ["vlog", "tutorial", "review"]],
      ["Study with Me: 4 Hours Before the Exam", "story", ["vlog", "challenge", "list", "shorts", "tutorial"]],
      ["Study with Me: My Honest Focus Score After 3 Hours", "question", ["review", "challenge", "list", "tutorial"]],
      ["Study with Me: Ek Ghanta, Zero Distraction", "hinglish", ["challenge", "review", "list", "tutorial", "shorts"]],
      ["Study with Me: Notes, Revision and Tea Breaks", "story", ["vlog", "list", "review", "tutorial"]],
      ["Study Apps I Tried for 30 Days: Honest Review", "list", ["review", "list", "challenge", "shorts"]],
      ["Study with Me: Night Before the Exam", "story", ["vlog", "challenge", "shorts", "review"]],
      ["Study with Me: Morning Revision, Coffee and Notes", "story", ["vlog", "tutorial", "list", "shorts"]],
      ["Study with Me: 90 Minutes, One Chapter", "challenge", ["challenge", "vlog", "tutorial", "list"]],
      ["Study with Me on a Rainy Day: Lo-Fi and Focus", "story", ["vlog", "shorts", "review", "list"]],
      ["Study with Me: Mock Test and Analysis", "how-to", ["tutorial", "challenge", "review", "vlog"]],
      ["Study with Me: Weekend Marathon, Real Breaks", "story", ["vlog", "challenge", "review", "list"]],
      ["Study with Me: Hostel Room Edition", "story", ["vlog", "shorts", "list", "review", "tutorial"]],
      ["Study with Me: Padhai Ka Full Din, Bina Filter", "hinglish", ["vlog", "review", "tutorial", "challenge"]],
    ],
  },
  {
    kinds: EVERY_KIND,
    formats: ["grwm"],
    when: ["bare"],
    shared: [
      ["GRWM: Everyday Makeup in 10 Minutes", "how-to", ["tutorial", "vlog", "shorts"]],
      ["Get Ready with Me: College Day Edition", "story", ["vlog", "shorts", "list"]],
      ["GRWM: Office Look Under ₹1,000", "list", ["list", "review", "challenge"]],
      ["Get Ready with Me for a Wedding: Full Look", "story", ["vlog", "tutorial", "review"]],
      ["GRWM in 5 Minutes Challenge", "challenge", ["challenge", "shorts", "tutorial"]],
      ["GRWM: Kya Pehnu Aaj? Outfit Dilemma", "hinglish", ["vlog", "shorts", "list"]],
      ["Get Ready with Me: Date Night Look", "story", ["vlog", "challenge", "review"]],
      ["GRWM: Skincare, Makeup and Chit-Chat", "story", ["vlog", "tutorial", "shorts"]],
      ["Get Ready with Me Using Only Budget Products", "challenge", ["challenge", "review", "list"]],
      ["GRWM for a Festive Day: Saree Edition", "how-to", ["tutorial", "vlog", "challenge"]],
      ["7 Products I Use Every Time I Get Ready", "list", ["list", "review", "tutorial"]],
      ["GRWM: Honest Thoughts on Viral Products", "question", ["review", "list", "shorts"]],
      ["Get Ready with Me: Monsoon-Proof Makeup", "how-to", ["tutorial", "list", "challenge"]],
      ["GRWM: Meri Morning Routine, Bina Filter", "hinglish", ["vlog", "review", "tutorial"]],
      ["Get Ready with Me in Under ₹500", "challenge", ["challenge", "shorts", "list"]],
      ["GRWM: Expectations vs Reality", "comparison", ["review", "shorts", "vlog", "challenge"]],
      ["GRWM: 3 Looks, One Budget", "list", ["list", "challenge", "tutorial", "shorts", "review"]],
      ["Get Ready with Me: Wedding Guest Edition", "how-to", ["tutorial", "vlog", "list", "review"]],
      ["GRWM: Honest Review of My Everyday Makeup", "question", ["review", "tutorial", "list", "shorts"]],
      ["Get Ready with Me: Late for College Again", "story", ["vlog", "shorts", "challenge", "list"]],
      ["GRWM: Ek Look, Teen Occasions", "hinglish", ["tutorial", "list", "challenge", "review", "shorts"]],
      ["Get Ready with Me: Airport Look", "story", ["vlog", "tutorial", "shorts", "review"]],
      ["GRWM with One Hand Challenge", "challenge", ["challenge", "shorts", "vlog", "list"]],
      ["Get Ready with Me: No-Makeup Makeup Look", "how-to", ["tutorial", "review", "list", "vlog"]],
      ["GRWM: Festive Look with Things I Already Own", "challenge", ["challenge", "vlog", "tutorial", "list"]],
      ["Get Ready with Me: Haldi Function Look", "story", ["vlog", "tutorial", "shorts", "review"]],
      ["GRWM: Skincare First, Then Makeup", "how-to", ["tutorial", "vlog", "list", "shorts"]],
      ["Get Ready with Me: Office Party Edition", "story", ["vlog", "review", "challenge", "list"]],
      ["GRWM: 10-Minute Look for Busy Mornings", "how-to", ["tutorial", "shorts", "challenge", "vlog"]],
      ["GRWM: Saste Products, Mehenga Look", "hinglish", ["review", "challenge", "list", "vlog", "shorts"]],
    ],
  },
];

// ── Two things side by side ("iPhone 16 vs Samsung S24", "chai vs coffee"): only these fit ──
const COMPARISON: PatternGroup = {
  kinds: EVERY_KIND,
  formats: ["comparison"],
  shared: [
    ["{subject}: Which One Wins?", "comparison", ["review", "list", "shorts"]],
    ["{subject}: The Honest Comparison", "comparison", ["review", "tutorial", "vlog"]],
    ["{subject}: Kaun Behtar Hai?", "hinglish", ["review", "shorts", "list"]],
    ["{subject}: I Tried Both So You Don't Have To", "story", ["vlog", "challenge", "review"]],
    ["{subject}: 7 Differences That Matter", "list", ["list", "tutorial", "shorts"]],
    ["{subject} Explained: Which Is Right for You?", "guide", ["tutorial", "list", "review"]],
    ["{subject}: Clear Winner or Close Call?", "question", ["review", "shorts", "challenge"]],
    ["{subject} Blind Test: Can You Tell?", "challenge", ["challenge", "shorts", "vlog"]],
    ["{subject}: A Week with Each", "story", ["vlog", "challenge", "review"]],
    ["{subject}: Kiska Paisa Vasool?", "hinglish", ["review", "challenge", "list"]],
    ["{subject}: Don't Choose Before Watching This", "mistakes", ["tutorial", "review", "shorts"]],
    ["{subject}: 5 Rounds, One Winner", "challenge", ["challenge", "list", "vlog"]],
    ["{subject} in 60 Seconds: Who Wins?", "comparison", ["shorts", "tutorial", "challenge"]],
    ["{subject}: Everything Compared", "guide", ["tutorial", "list", "vlog"]],
    ["{subject}: Which Should You Pick in {year}?", "question", ["tutorial", "review", "list", "shorts"]],
    ["{subject}: Friends Vote, I Decide", "challenge", ["challenge", "vlog", "shorts"]],
    ["{subject} Face-Off: Honest Verdict", "comparison", ["review", "challenge", "vlog"]],
    ["{subject}: Dono Try Kiye, Ye Jeeta", "hinglish", ["vlog", "tutorial", "challenge", "list"]],
    ["{subject}: The Myths and the Facts", "mistakes", ["tutorial", "list", "vlog"]],
    ["{subject}: What Nobody Compares", "list", ["shorts", "vlog", "tutorial"]],
    ["{subject}: Side by Side, No Bias", "comparison", ["review", "tutorial", "list", "vlog"]],
    ["{subject}: Which One for Beginners?", "question", ["tutorial", "list", "shorts", "challenge"]],
    ["{subject}: Price vs Value Compared", "comparison", ["review", "list", "shorts", "tutorial"]],
    ["{subject}: Mera Final Verdict", "hinglish", ["review", "vlog", "shorts", "challenge"]],
    ["{subject}: Round by Round Battle", "challenge", ["challenge", "list", "vlog", "shorts"]],
    ["{subject}: Fans of Both, Watch This", "story", ["vlog", "review", "tutorial", "list"]],
    ["{subject} Debate: Settled Once and for All", "question", ["review", "challenge", "shorts", "vlog"]],
    ["{subject}: 3 Reasons Each, One Winner", "list", ["list", "tutorial", "challenge", "vlog"]],
    ["{subject}: Which One Suits Indian Users?", "question", ["review", "tutorial", "list", "shorts"]],
    ["{subject}: Sasta vs Behtar, Seedha Comparison", "hinglish", ["review", "list", "tutorial", "vlog"]],
    ["{subject}: Honest Pros and Cons of Both", "comparison", ["review", "list", "tutorial", "shorts"]],
    ["{subject}: I Switched for a Month", "story", ["vlog", "review", "challenge", "list"]],
    ["{subject}: The Difference in 60 Seconds", "guide", ["shorts", "tutorial", "challenge", "list"]],
    ["{subject}: Who Should Pick Which?", "guide", ["tutorial", "review", "vlog", "shorts"]],
    ["{subject}: Beginner's Guide to Choosing", "how-to", ["tutorial", "list", "vlog", "challenge"]],
    ["{subject}: Hype vs Real Use", "comparison", ["vlog", "review", "shorts", "challenge"]],
    ["{subject}: Winner Gets a Full Video", "challenge", ["challenge", "vlog", "shorts", "list"]],
    ["{subject}: Kaunsa Lena Chahiye?", "hinglish", ["tutorial", "review", "shorts", "challenge", "vlog"]],
  ],
};

/** Every pattern, each with the types, kinds, formats and facets it fits. */
export const TITLE_PATTERNS: readonly TitlePattern[] = flatten([
  ANY,
  ANY_LEARNABLE,
  BUYING,
  PRODUCT,
  PRODUCT_MODEL,
  PRODUCT_CATEGORY,
  BRAND,
  PLACE,
  PLACE_NAMED,
  PLACE_COMMON,
  FOOD,
  FOOD_HOME,
  FOOD_OUT,
  ACTIVITY,
  ANIMAL,
  PET,
  PERSON,
  PERSON_NAMED,
  PERSON_ROLE,
  EVENT,
  EVENT_FESTIVE,
  EVENT_SPORT,
  STUDY,
  GAME,
  SHOW,
  FIELD,
  ...MORE,
  ...FORMAT_GROUPS,
  ...BARE_GROUPS,
  COMPARISON,
]);

/** Formats whose subject is two things at once: only patterns written for them fit. */
export const EXCLUSIVE_FORMATS: readonly VideoFormat[] = ["comparison"];

/** Formats whose keyword alone can be the whole topic ("study with me", "grwm"). */
export const BARE_FORMATS: readonly VideoFormat[] = ["study-with-me", "grwm"];

/** Names written in lower case by their makers: title case must not capitalise them. */
export const LOWER_CASE_NAMES: readonly string[] = ["realme"];

/**
 * Words that make a shortened topic read as cut off when they end it ("Goa trip with friends
 * and"). They are dropped from the end of a shortened topic.
 */
export const DANGLING_WORDS: readonly string[] = [
  "a",
  "about",
  "after",
  "an",
  "and",
  "are",
  "as",
  "at",
  "before",
  "but",
  "by",
  "during",
  "for",
  "from",
  "in",
  "into",
  "is",
  "like",
  "my",
  "of",
  "on",
  "or",
  "our",
  "over",
  "per",
  "than",
  "the",
  "to",
  "under",
  "via",
  "vs",
  "with",
  "without",
  "your",
  "aur",
  "ka",
  "ke",
  "ki",
  "ko",
  "mein",
  "par",
  "se",
  "ya",
];

/** English words title case leaves lower-case inside a title, as the patterns themselves do. */
export const SMALL_WORDS: readonly string[] = [
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "from",
  "in",
  "into",
  "of",
  "on",
  "or",
  "per",
  "the",
  "to",
  "via",
  "vs",
  "with",
];

export { ALL_TYPES };
