import type { Platform } from "~/tools/registry";

type FourIdeas = readonly [string, string, string, string];

/** Post and Reel ideas for Instagram. */
const INSTAGRAM_IDEAS = {
  Fashion: [
    "Reel: style one plain white kurta five ways in 30 seconds: college, office, sangeet, Sunday brunch and a rainy day. Cut on the beat, name each look in on-screen text, and ask which one people would actually wear. 👗",
    "Carousel: 'Sarojini vs the mall'. Recreate one trending outfit with a ₹1,000 street-market budget, compare it slide by slide with the high-street version, prices on every slide. Last slide: 'Save this before your next shopping trip.' 🛍️",
    "Reel: 'Get ready with me for a winter wedding'. Talk over the clips about how you pick the colour palette, match the jewellery and wear a shawl that doesn't hide the outfit. Pin a comment saying where each piece is from.",
    "Carousel: a 10-piece monsoon capsule wardrobe. Fabrics that dry fast, shoes that survive puddles, and three full outfits from the same pieces, with a checklist on the last slide that people can screenshot. ☔",
  ],
  Travel: [
    "Reel: '3 days in Rishikesh for ₹5,000'. A day-by-day breakdown with the real spend on screen for stay, food, rafting and buses, ending with the one thing you'd skip next time. 🏞️",
    "Carousel: 'Things I wish I knew before my first Ladakh trip': acclimatisation, permits, carrying cash, patchy network and what to pack. One tip per slide, each on a photo from the trip. Save-worthy by design.",
    "Reel: a POV train journey. Window seat, the chai-wala's call, fields turning into hills, with text telling the route, the train and what the ticket cost. Ask followers for their favourite train route in the comments. 🚆",
    "Reel: 'Pack with me for 5 days in one backpack'. A top-down shot of every item being rolled and packed, a running count in the corner, and the full packing list in the caption. 🎒",
  ],
  Food: [
    "Reel: the ₹100 street food challenge in your city. How far does one note go? Rate every stall out of 10 on screen and tag each location so people can go try it. 🌮",
    "Reel: a tiffin recipe that still tastes good at lunchtime (paneer bhurji wraps, masala oats or veg poha) with the prep time in the first frame and a 'mummy-approved?' taste test at the end. 🥡",
    "Carousel: 'Restaurant dish vs my home version'. Compare cost per plate, time taken and an honest taste verdict, then put the full recipe on the last two slides.",
    "Reel series: one ingredient, three snacks. Take something every kitchen has (aloo, besan, leftover rice) and turn it into three different snacks. Let followers vote on next week's ingredient. 🥔",
  ],
  Fitness: [
    "Reel: a 15-minute no-equipment workout for a small room. Show each move for three seconds with the rep count on screen, and put the full routine in the caption so people save it. 💪",
    "Carousel: 'What I eat in a day for 100 g protein as a vegetarian': paneer, dal, curd, soya chunks and sprouts, with grams of protein and rough cost on every slide. 🥗",
    "Reel: gym myths your relatives swear by ('ghee makes you fat', 'lifting makes girls bulky'). One myth per cut, a short answer on screen, sources in the caption.",
    "Reel: a 30-day check-in. Same angle and same light on day 1 and day 30, then the three habits that made the difference, and honestly, the one that didn't work. 📈",
  ],
} as const satisfies Record<string, FourIdeas>;

/** Video ideas for YouTube. */
const YOUTUBE_IDEAS = {
  Tech: [
    "'I used a ₹15,000 phone for 30 days': a long-term review of battery life, low-light camera, heating while gaming and software updates, ending with who should and shouldn't buy it. 📱",
    "'Building a work-from-home desk setup under ₹20,000': monitor, chair, keyboard, lighting and cable management, a price tag on screen for each item and links in the description.",
    "'10 settings to change on your new Android phone right now': screen-recorded step by step, with chapters so viewers can jump straight to the one they need.",
    "'Is 5G in my city actually faster?': speed tests at home, on the metro and in a busy market on two networks, summed up in one simple chart at the end. 📶",
  ],
  Gaming: [
    "'I practised for 7 days to reach the top rank': daily sessions, what improved and what didn't, and the final ranked match with live commentary. 🎮",
    "'Best games for a ₹40,000 laptop': test eight popular titles with the real FPS counter on screen and share the settings that keep each one smooth.",
    "The 'no HUD' challenge: finish a popular game with the map and health bar switched off, and talk through how you read the world without them.",
    "'Reacting to my first-ever gaming video': play it side by side with today's setup and break down how your skill, mic and editing have changed. 😅",
  ],
  Vlogs: [
    "'A day in my life as a first-year hostel student': mess food, lectures, late-night Maggi and an honest word on what's hard, ending with a question for anyone who's been there. 🍜",
    "'Living on ₹500 a day in Mumbai for a week': track every rupee on screen, show the meals and the commute, and add it all up on the last day.",
    "'Visiting my nani's village after 10 years': a slow, story-led vlog with old family photos cut against the same spots today. 🏡",
    "'I woke up at 5 am for 21 days': short daily clips, what changed in mood and work, and whether you're keeping the habit.",
  ],
  Education: [
    "'The Union Budget explained with a chai stall': use one small shop's income and spending to explain deficit, taxes and borrowing, with simple on-screen graphics. ☕",
    "'How I'd prepare for boards with only 60 days left': a realistic timetable on screen, revision methods that work, and a free printable plan linked in the description. 📚",
    "'Why is the sky blue and the sunset orange?': a kitchen experiment with a glass of water, a little milk and a torch, then the physics explained in under 10 minutes.",
    "'50 English phrases for office calls, explained in Hindi': each phrase with a short role-play clip, and a quick quiz at the end to test yourself.",
  ],
} as const satisfies Record<string, FourIdeas>;

export const IDEAS: Readonly<Record<Platform, Readonly<Record<string, FourIdeas>>>> = {
  instagram: INSTAGRAM_IDEAS,
  youtube: YOUTUBE_IDEAS,
};

/** Dropdown order, as the product lists the niches. */
export const NICHES: Readonly<Record<Platform, readonly string[]>> = {
  instagram: ["Fashion", "Travel", "Food", "Fitness"],
  youtube: ["Tech", "Gaming", "Vlogs", "Education"],
};

export const IDEA_TITLES: Readonly<Record<Platform, string>> = {
  instagram: "Your content idea",
  youtube: "Your video idea",
};
