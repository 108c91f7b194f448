import type { ContentType, StrategyNiche } from "../../instagram-growth-strategy.data";

// The words of a four-week plan, week by week. A plan states a number only inside a sentence that
// names its source and date, written as "(source: who, Month Year)"; everything else is phrased
// without figures, so nothing reads as a measured fact when it is only advice. No posting times.
//
// Slots the plan's writer fills: {s} the topic's subject, {S} the same at a sentence's start,
// {piece}/{pieces} the format's word (Reel, carousel, Story sequence), {unit} a part of one (cut,
// slide, frame), {yours} "your" or "your {s}", {tags} the topic map's tags, {tag} the first of them,
// {where} " in Delhi" when the keyword names a place beside its subject, " near you" when not.
// A comparison's sides are {a} and {b} ({A}, {B} at a sentence's start).

/** Where a plan's few figures come from, shown in the sentence that states them. */
export const SOURCES = {
  hashtags: "source: Instagram, December 2025",
  carousel: "source: Instagram, August 2024",
  reelLength: "source: Instagram, January 2025",
  signals: "source: Adam Mosseri, head of Instagram, January 2025",
  trialReels: "source: Instagram, December 2024",
  original: "source: Instagram, April 2024",
} as const;

/** A line of a plan; `at` keeps setup at the start of a week and preparation at its end, `only` limits it to formats. */
export interface PlanLineSpec {
  text: string;
  at?: "start" | "end";
  only?: readonly ContentType[];
}
export type PlanLine = string | PlanLineSpec;

/** Something for each of the four weeks: set up, start a series, reach new people, double down. */
export type Weekly<T> = readonly [T, T, T, T];

/** A goal or check that speaks of something the week must hold (a collab, a hook test, a remake). */
export interface Conditional {
  text: string;
  /** Matched against the week's actions (and, for a check, its goal). */
  needs: RegExp;
}
export type WeekText = string | Conditional;

/** What a conditional goal or check looks for in the week. */
export const NEEDS = {
  collab: /\b(collab|collaborate|team up|partner|swap|play with)/i,
  hooks: /\bhook\b/i,
  remake: /\bremake\b/i,
  update: /\bupdate/i,
  covers: /\bcover style/i,
  highlights: /\bhighlights?\b/i,
  stickers: /\b(poll|quiz|question|slider|sticker)\b/i,
  tagging: /\btag(ged)?\b/i,
} as const;

/** What each format is called inside a sentence. */
export const FORMAT_WORDS: Readonly<Record<ContentType, { piece: string; pieces: string; unit: string }>> = {
  Reels: { piece: "Reel", pieces: "Reels", unit: "cut" },
  Posts: { piece: "carousel", pieces: "carousels", unit: "slide" },
  Stories: { piece: "Story sequence", pieces: "Stories", unit: "frame" },
};

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The days a week's actions fall on (indexes into WEEKDAYS), by how many there are; the writer picks one. */
export const SCHEDULES: Readonly<Record<3 | 4 | 5, readonly (readonly number[])[]>> = {
  3: [
    [0, 2, 4],
    [1, 3, 5],
    [0, 3, 5],
  ],
  4: [
    [0, 2, 4, 6],
    [0, 1, 3, 5],
    [1, 2, 4, 6],
  ],
  5: [
    [0, 1, 3, 4, 6],
    [0, 2, 3, 5, 6],
  ],
};

/** Each week's goal for a plan without a topic, by format. */
export const GOALS: Readonly<Record<ContentType, Weekly<readonly WeekText[]>>> = {
  Reels: [
    [
      "Make it obvious in one scroll what your Reels are about, and post the first ones.",
      "Get the profile ready and the first Reels out; done beats perfect this week.",
      "Set up a page a stranger would follow after watching one Reel.",
    ],
    [
      "Find a Reel format you can repeat every week.",
      "Start one series and make every episode easy to recognise.",
      "Turn your best idea into a series people come back for.",
    ],
    [
      "Reach people who don't follow you yet.",
      { text: "Make Reels people send to a friend, and borrow an audience through a collab.", needs: NEEDS.collab },
      "Get in front of new viewers: collabs, sends and the comment sections of your niche.",
    ],
    [
      "Double down on what worked and set up next month.",
      { text: "Remake your best Reel better, and drop what didn't land.", needs: NEEDS.remake },
      "Keep the habits that worked and plan the next four weeks.",
    ],
  ],
  Posts: [
    [
      "Turn your grid into a page someone would follow, and post the first carousels.",
      "Fix the profile and publish carousels worth saving.",
      "Set up the page and get your first save-worthy posts out.",
    ],
    [
      "Pick one carousel format and make it a series.",
      { text: "Test two cover styles and keep the one that earns saves.", needs: NEEDS.covers },
      "Make your carousels recognisable: same structure, same look, a new topic each time.",
    ],
    [
      "Get your posts saved, shared and seen beyond your followers.",
      { text: "Borrow an audience with a Collab post, and make one carousel built to be sent.", needs: NEEDS.collab },
      "Reach new people through collabs, shares and conversations in your niche.",
    ],
    [
      "Double down on the posts that brought profile visits.",
      { text: "Update your best carousel, keep what earned saves, and drop the rest.", needs: NEEDS.update },
      "Turn four weeks of results into next month's plan.",
    ],
  ],
  Stories: [
    [
      {
        text: "Show up in Stories every day this week, and give new visitors Highlights to binge.",
        needs: NEEDS.highlights,
      },
      "Build the habit: short Stories every day that show what your page is about.",
      { text: "Set up Highlights and start a daily Stories rhythm you can keep.", needs: NEEDS.highlights },
    ],
    [
      { text: "Get replies: something to tap or answer in every day's Stories.", needs: NEEDS.stickers },
      "Start a recurring Stories segment people look out for.",
      "Turn your Stories into a conversation, not a broadcast.",
    ],
    [
      "Use Stories to bring new people in: takeovers, tags and re-shares.",
      { text: "Get re-shared: feature the people and places around you, and tag them.", needs: NEEDS.tagging },
      "Reach beyond your followers through the people and places you feature.",
    ],
    [
      "Keep the segments people replied to, cut the rest, and plan next month.",
      "Turn the month's replies into next month's content.",
      "Review four weeks of Stories and keep what people watched to the end.",
    ],
  ],
};

/** Each week's goal when the plan is written for a topic, with the format's word. */
export const TOPIC_GOALS: Weekly<readonly WeekText[]> = [
  [
    "Make it clear in one scroll that this page is about {s}, and post the first {pieces}.",
    "Set up for {s}: a profile that says it, and the first {pieces} that prove it.",
  ],
  ["Turn {s} into a series people come back for.", "Find the {s} angle you can repeat every week."],
  [
    "Reach people who care about {s} but don't follow you yet.",
    { text: "Get your {s} {pieces} shared, and borrow an audience that already loves {s}.", needs: NEEDS.collab },
  ],
  [
    "Double down on the {s} {pieces} that worked, and plan next month.",
    "Keep what worked for {s}, drop what didn't, and set next month's plan.",
  ],
];

/** The one thing to look at when each week ends, by format. */
export const CHECKS: Readonly<Record<ContentType, Weekly<readonly WeekText[]>>> = {
  Reels: [
    [
      "Open each Reel's insights: which one kept people watching longest? Its opening is your template for next week.",
      "Which of {yours} Reels got the most shares? Write down what its first seconds showed.",
      "Which Reel brought follows, not just views? Look for the follows figure in each Reel's insights.",
    ],
    [
      {
        text: "Compare the two hook styles on average watch time; the winner gets next week's slots.",
        needs: NEEDS.hooks,
      },
      `Rank this week's Reels by watch time and sends, two of the signals Instagram's head called the most important (${SOURCES.signals}); the top one sets next week's format.`,
      "Did the series episodes beat the one-offs? If yes, keep the series; if not, change the hook before you change the idea.",
    ],
    [
      "Check how much of each Reel's reach came from accounts that don't follow you; that is what this week was for.",
      { text: "Did the collab Reel bring follows? Compare it with your usual Reel.", needs: NEEDS.collab },
      "Count the sends on each Reel: the most-sent one tells you what people want to pass on.",
    ],
    [
      "Put all four weeks side by side: keep the formats with the best watch time and saves, and drop the weakest.",
      {
        text: "Compare the remake with the original: if the new opening won, rework your other best Reels the same way.",
        needs: NEEDS.remake,
      },
      "Which week brought the most new followers, and what did you post that week? Plan next month around it.",
    ],
  ],
  Posts: [
    [
      "Which carousel got the most saves? Its cover is your template.",
      "Compare saves and shares on {yours} carousels: the winner's topic goes first next week.",
      "Look at profile visits from each post: which one made people want to see more?",
    ],
    [
      {
        text: "Compare the two cover styles on saves for the accounts each one reached; keep the winner.",
        needs: NEEDS.covers,
      },
      "Did the series posts earn more saves than the one-offs? Keep the series only if they did.",
      "Which post brought the most profile visits? Work out what its cover promised.",
    ],
    [
      "Check how much of each post's reach came from accounts that don't follow you; the best one shows what travels.",
      { text: "Did the Collab post bring follows? Compare it with your usual post.", needs: NEEDS.collab },
      "Count the shares on each post: the most-shared one is your next series.",
    ],
    [
      "Line up four weeks of posts by saves: keep the top formats and drop the bottom one.",
      "Which week brought the most follows, and what did you post that week? Build next month around it.",
      "Read the month's comments on {yours} posts: the question asked most is next month's first carousel.",
    ],
  ],
  Stories: [
    [
      "Check exits and forward taps on each day's Stories: the frame where people leave is the one to cut.",
      "How many people watched your first Story of the day, and how many reached the last? A big gap means the sequence runs too long.",
      "Which day's Stories got the most replies? Do more of that next week.",
    ],
    [
      "Count sticker taps and replies per day: the segment with the most is the one to keep.",
      { text: "Which poll or question got the most answers? Turn the top answer into a post.", needs: NEEDS.stickers },
      "Compare exits on segment days with other days; keep the segment only if people stay.",
    ],
    [
      { text: "Did anyone you tagged re-share you? Note who did, and feature them again.", needs: NEEDS.tagging },
      "Check profile visits and follows from Stories this week; that is where new people show up first.",
      "Which Story got shared or sent the most? That is what your audience wants to pass on.",
    ],
    [
      "Keep the segments with the most replies, drop the one with the most exits, and plan next month.",
      "Read back four weeks of replies: the question asked most is next month's first post.",
      "Compare how many people reached the last frame in the first week and in this one: more means your sequences got tighter.",
    ],
  ],
};

/** Habits of the format, in every plan of it, niche or topic. */
export const TYPE_ACTIONS: Readonly<Record<ContentType, Weekly<readonly PlanLine[]>>> = {
  Reels: [
    [
      {
        text: "Fix your bio in one line: what you post and who it's for. Then pin the Reels that show it best.",
        at: "start",
      },
      { text: "Batch-shoot next week's Reels in one sitting: same light, same spot, different ideas.", at: "end" },
      "Pick a cover frame for every Reel, so your grid reads like a menu and not a blur.",
      `Film your own footage instead of reposting: Instagram said it puts the original ahead of reposts in recommendations (${SOURCES.original}).`,
    ],
    [
      "Reply to the best comment of the week with a video reply; it's a Reel that writes itself.",
      "Post one idea with a different hook (a question instead of the result) and see which holds people longer.",
      `Use extra length only when the story needs it: Reels can run up to three minutes (${SOURCES.reelLength}), but every second has to earn its place.`,
    ],
    [
      `Post one Reel as a trial Reel, which Instagram shows to non-followers first (${SOURCES.trialReels}), and share it with followers only if it does well.`,
      "After posting, reply to every comment and leave real comments (not emojis) on creators your audience also follows.",
      "Share each new Reel to your Stories with a poll about it, so followers who missed it see it.",
    ],
    [
      "Remake your best Reel of the month with a sharper first line and a tighter middle.",
      "Turn your best Reel into a carousel or a Story sequence, so the idea works twice.",
      {
        text: "Go through the month's comments and DMs, and save every question as a future Reel idea.",
        at: "end",
      },
    ],
  ],
  Posts: [
    [
      {
        text: "Fix your bio in one line: what you post and who it's for. Then pin the posts that show it best.",
        at: "start",
      },
      "Make a cover template (one font, one colour, the same layout) so every carousel is recognisable in the grid.",
      { text: "Write next week's captions in one sitting, the hook line first.", at: "end" },
      `Keep each carousel as long as the idea needs and no longer: a carousel can hold up to 20 slides (${SOURCES.carousel}), and most ideas need far fewer.`,
    ],
    [
      "Reply to every comment with a real answer, and save the best question for next week's post.",
      "Try a second cover style on one post (a bold question instead of a photo) and compare saves.",
      "Add music to one photo carousel and see whether people stay on it longer.",
    ],
    [
      "Share each new post to your Stories with a question sticker, so followers who missed it see it.",
      "Leave real comments (not emojis) on posts from creators your audience also follows.",
      "Answer comments with a question of your own, so the conversation keeps going.",
    ],
    [
      "Turn your best carousel into a Reel, so it reaches people who don't swipe.",
      {
        text: "Go through the month's comments and DMs, and save every question as a future carousel.",
        at: "end",
      },
      "Pin a 'start here' set at the top of your grid: the posts a new visitor should see first.",
    ],
  ],
  Stories: [
    [
      {
        text: "Fix your bio in one line: what you post and who it's for. People who like a Story check it next.",
        at: "start",
      },
      "Post in one or two sittings a day rather than all day long, so each day reads like a short episode.",
      "Keep text large, short and clear of the edges, so nothing hides under the reply bar.",
    ],
    [
      "Add one sticker (a poll, a quiz, a slider or a question) to every day's Stories.",
      "Reply to every Story reply the same day; Stories are where followers talk back.",
      "Answer the best question-box replies with short clips, and save them to a Highlight.",
    ],
    [
      "Re-share your new posts and Reels to Stories with a reason to tap through, not just 'new post'.",
      "Add a link sticker whenever you mention something people will ask about, so nobody has to DM 'link please'.",
      "Go Live once for a short Q&A, and announce it in Stories the day before.",
    ],
    [
      "Clean up your Highlights: the best frames only, fresh covers, newest first.",
      { text: "Run an 'ask me anything' and save the questions as next month's ideas.", at: "end" },
      "Look back at the month's polls and note what your audience chose; that's free research for next month.",
    ],
  ],
};

/** The first week's hashtag habit for a plan without a topic. */
export const NICHE_HASHTAGS: Readonly<Record<StrategyNiche, Readonly<Record<ContentType, string>>>> = {
  Food: {
    Reels: `Build a hashtag set to reuse, 5 tags at most, Instagram's limit for a post (${SOURCES.hashtags}): the dish, the cuisine, your city's food tag and two community tags, never the biggest ones.`,
    Posts: `Build a hashtag set to reuse, 5 tags at most, Instagram's limit for a post (${SOURCES.hashtags}): the dish, the cuisine, a diet or festival tag, your city and a community tag like #indianfoodbloggers.`,
    Stories:
      "Add a location sticker to every restaurant or stall you show, and one tag for the dish; save full hashtag sets for your posts and Reels.",
  },
  Fashion: {
    Reels: `Build a hashtag set to reuse, 5 tags at most, Instagram's limit for a post (${SOURCES.hashtags}): one for the look like #ethnicwear or #streetstyleindia, one for the occasion, one for your city and two for the style.`,
    Posts: `Build a hashtag set to reuse, 5 tags at most, Instagram's limit for a post (${SOURCES.hashtags}): two for the style, two for the occasion and one local tag like #mumbaifashion.`,
    Stories:
      "Add a location sticker when you shop or shoot somewhere people can visit, and one tag for the look; save full hashtag sets for your posts and Reels.",
  },
  Travel: {
    Reels: `Build a hashtag set to reuse, 5 tags at most, Instagram's limit for a post (${SOURCES.hashtags}): the destination, the state, your travel style like #budgettravel and two community tags, plus a location tag.`,
    Posts: `Build a hashtag set to reuse, 5 tags at most, Instagram's limit for a post (${SOURCES.hashtags}): the destination, the region, your travel style and two mid-sized community tags, plus a location tag.`,
    Stories:
      "Add a location sticker to every frame of a trip, and one tag for the place; save full hashtag sets for your posts and Reels.",
  },
};

/** What to post and do each week, by niche and format, for a plan without a topic. */
export const NICHE_ACTIONS: Readonly<
  Record<StrategyNiche, Readonly<Record<ContentType, Weekly<readonly PlanLine[]>>>>
> = {
  Food: {
    Reels: [
      [
        "Post a recipe Reel that opens on the best moment (the tadka hitting the oil, the cheese pull, the first crunchy bite) and only then goes back to step one.",
        "Post a 'what I cook on a busy weeknight' Reel: one dish, your real kitchen, quantities on screen and no lamba intro.",
        "Film a street-food Reel near you: the stall, the price on screen and your verdict in one honest line.",
        "Post a ghar ka khana Reel of a dish your family makes differently from everyone else, and ask how theirs is made.",
        {
          text: "Create Highlights for recipes, street food and kitchen basics, so new visitors see your range.",
          at: "start",
        },
      ],
      [
        "Start a named series, like 'Hostel kitchen' or 'Leftover rescue', and post the first two episodes.",
        "Post one recipe two ways in a single Reel (the classic and the shortcut) and ask which camp people are in.",
        "Film 'restaurant vs homemade' with both costs on screen and an honest verdict.",
        "Do 'one ingredient, three dishes' with something every kitchen has, like besan or leftover rice.",
        "Post a fridge-leftovers challenge: show what's left, then what you turned it into.",
      ],
      [
        "Collab with a local restaurant, home baker or cloud kitchen on a tasting Reel posted to both profiles.",
        "Post the places you'd take a friend visiting your city, with what to order and the price on screen.",
        "Do a cook-off with another food creator: same dish, same budget, and followers vote in the comments.",
        "Film how different states make the same dal, and ask which version is the real one; the comments will do the rest.",
        "Post a Reel on a food myth your audience argues about, with what the evidence says and the source named in the caption.",
      ],
      [
        "Post part two of your best recipe: the variation people asked for in the comments.",
        "Post a roundup Reel of the month's best dishes, ending on 'save this for next week's menu'.",
        "Shoot a season special early (mango season, monsoon snacks or festival sweets, whatever comes next) so it's ready before people search.",
        "Run a poll on what people want to learn next, and shoot the winner first.",
      ],
    ],
    Posts: [
      [
        "Post a recipe-card carousel: the finished plate on the cover, ingredients on slide two, one step per slide after that.",
        "Post a 'where to eat' carousel for your area: one place per slide, the dish to order and what it costs.",
        "Post a pantry-basics carousel: the masalas and staples you actually use, and what you'd skip buying.",
        "Shoot covers in daylight near a window; a plate people can almost taste beats any filter.",
        "Write each caption as a short story (who taught you the dish, why you make it), then the full recipe.",
      ],
      [
        "Start a carousel series, like 'Restaurant vs homemade' with both costs, and post the first two.",
        "Post a 'mistakes that ruin your dal' carousel, one mistake and its fix per slide.",
        "Post a meal-prep carousel: one slide per day of the week, and the shopping list at the end.",
        "Post an honest café review: the order, the price, one thing good and one thing not.",
        "Post 'one sabzi, five ways' for the vegetable everyone is bored of.",
      ],
      [
        "Swap recipes with another food creator: each cooks the other's dish and posts it as a Collab.",
        "Post a food map of your city, one area per slide, made to be sent to the friend who's visiting.",
        "Feature a home cook or a stall owner and their signature dish, tagged and credited.",
        "Post tiffin ideas for the week, the kind of carousel families forward on WhatsApp.",
        "Post a full day of meals on a budget you name, with the bill on the last slide.",
      ],
      [
        "Post an updated version of your most-saved recipe with the tweaks commenters suggested, credited.",
        "Post an index carousel of the month's recipes, so new followers can binge.",
        "Draft next month's covers around the season's produce and festivals.",
        "Ask followers for their family's version of a dish, and turn the best replies into a carousel, credited.",
      ],
    ],
    Stories: [
      [
        "Start the day with a 'what's cooking tonight?' poll between two dishes, and show the winner being made that evening.",
        "Show the real kitchen: the prep, the mess and the occasional fail; polished is for the grid.",
        "Post a grocery haul with prices, and a quiz sticker on one ingredient people often get wrong.",
        {
          text: "Create Highlights like Breakfast, Tiffin, Street Food and Mithai, and file every food Story into one.",
          at: "start",
        },
        "Post what you eat in a day as it happens, with a slider on how good each meal was.",
      ],
      [
        "Start a weekly 'ask me any recipe' question box, and answer the best ones with short clips.",
        "Run a 'rate my thali' day: followers send photos by DM, and you re-share the best with their permission.",
        "Do a this-or-that day (chai or coffee, idli or poha) and post the results the next morning.",
        "Cook one dish step by step in Stories, with a countdown sticker for when it's ready.",
        "Post a quiz on where a dish comes from, and reveal the answer with the story behind it.",
      ],
      [
        "Tag every restaurant, stall and brand you feature, with a location sticker; many re-share.",
        "Swap a Stories takeover with a food creator in another city: their street food, your followers.",
        "Re-share followers' attempts at your recipes (with permission); people love being featured.",
        "Ask 'where should I eat this weekend?' with a question box, then review the winner in Stories.",
      ],
      [
        "Turn the most-replied food Stories of the month into a recipe Reel or carousel.",
        "Post a 'month in food' recap and ask what people want more of.",
        "Announce next month's regular segments (the poll day, the recipe Q&A) with a countdown sticker.",
      ],
    ],
  },
  Fashion: {
    Reels: [
      [
        "Post an outfit Reel that opens on the finished look, then cuts back to how you built it.",
        "Post 'one kurta, five ways' (or one pair of jeans), every look on screen long enough to see.",
        "Film a try-on with honest fit notes: the size, the fabric, where it pulls, and the price.",
        "Post 'what I'd wear to' an occasion coming up: office, a wedding function or the college fest.",
        "Post budget vs premium: the same outfit at two prices, with where each piece is from.",
      ],
      [
        "Start a named series, like 'Office mein kya pehnu?' or 'Thrift finds', and post the first two episodes.",
        "Post a GRWM with a voiceover about one real thing (an interview, a shaadi, a first day) while you style the look.",
        "Style one statement piece a different way each day of the week, one day per clip.",
        "Show three looks and let the comments pick the one you wear on Sunday.",
        "Post 'how to make a cheap outfit look expensive' with fixes you can show on camera.",
      ],
      [
        "Collab with a local boutique, tailor or thrift seller on a styling Reel posted to both profiles.",
        "Post a Reel people send to a friend: 'when they say the dress code is casual' moments your audience knows.",
        "Do a style swap with another creator: each styles a piece from the other's wardrobe, and both post.",
        "Post a dupe Reel: the high-street piece next to the original, honest about the difference.",
        "Style a follower's piece: ask for one item by DM and build a look around it on camera.",
      ],
      [
        "Post part two of your best Reel: the same format with the next season's pieces.",
        "Post a capsule Reel of the month's outfits from a few pieces, ending with 'save this for your next trip'.",
        "Shoot the looks for what's coming (wedding season, monsoon, festivals) early, before people search.",
        "Post the outfit your followers voted for during the month, styled three ways.",
      ],
    ],
    Posts: [
      [
        "Post a lookbook carousel: one outfit per slide, each with the price and where it's from.",
        "Post a wardrobe-basics carousel: the pieces you'd buy first and what to skip.",
        "Post 'how to wear wide-leg jeans', one styling idea per slide.",
        "Shoot against the same plain wall in daylight, so the grid looks planned even on a phone camera.",
        "Write captions with what the slides can't show (fabric, fit, sizing), then 'save this for your next shopping trip'.",
      ],
      [
        "Start a carousel series, like 'Dupe vs original' or 'One piece, five ways', and post the first two.",
        "Post colour combinations that always work, with a real outfit on each slide.",
        "Post an occasion guide: what to wear to a haldi, a sangeet and a reception, one slide each.",
        "Post a fit guide: how a kurta, a blazer or jeans should fit, and the fix when they don't.",
        "Post 'thrifted vs new' with the costs, honest about which looked better.",
      ],
      [
        "Swap a guest carousel with a creator next door to your niche, like a makeup artist or a jeweller, as a Collab post.",
        "Post outfits for the trip people are planning with friends, one per day of the trip, made to be sent.",
        "Feature a local designer or tailor and their work, tagged and credited.",
        "Post festive looks at three budgets, the carousel people forward to their cousins before a function.",
      ],
      [
        "Update your most-saved carousel with new pieces and post it as the next season's version.",
        "Post an index carousel of the month's outfits, so new followers see your range in one swipe.",
        "Draft next month's covers around the calendar: weddings, festivals, college season.",
        "Ask followers what they're shopping for next, and build your first carousel of the month from the answers.",
      ],
    ],
    Stories: [
      [
        "Start a daily 'rate this fit' slider, with a this-or-that poll between two outfits before you head out.",
        "Show the getting-ready, including the outfits that didn't make it.",
        {
          text: "Create Highlights like Try-ons, Styling Tips and Shop My Look, and file every Story into one.",
          at: "start",
        },
        "Post try-ons with honest fit notes (size, fabric, what pulls) and a link sticker to the piece.",
        "Show the week's outfits as you wear them, one frame each, with where each piece is from.",
      ],
      [
        "Start a weekly 'ask me anything about styling' question box, and answer with quick try-ons.",
        "Run a 'style my closet' day: followers vote on which piece you style next.",
        "Do a 'haul or fail' day for new buys, with an honest poll on each.",
        "Start a Friday fit check that people can expect every week.",
        "Post a quiz on fabrics or fits, and the answer with a try-on.",
      ],
      [
        "Tag every brand, boutique and tailor you feature; many re-share, and their followers find you.",
        "Swap a Stories takeover with a fashion creator of a similar size, and re-share each other's try-ons.",
        "Re-share followers who recreated your looks, with their permission.",
        "Cover a local market or exhibition in Stories, with a location sticker and prices.",
      ],
      [
        "Turn the most-replied try-ons of the month into a Reel or carousel.",
        "Post a month-of-outfits recap and ask which look people want recreated.",
        "Ask followers what they'll need to wear next month, and plan your try-ons around the answers.",
      ],
    ],
  },
  Travel: {
    Reels: [
      [
        "Post a Reel that opens on the best view of your last trip, with the real cost on screen and how to get there in the caption.",
        {
          text: "Edit your old trip footage into a backlog, so the page never goes quiet between trips.",
          at: "start",
        },
        "Post hidden spots near your city for the weekend crowd, with the route in the caption.",
        "Post a POV journey with the real sound: the train, the ghat, the market.",
        "Post what you packed for your last trip and what you never used.",
      ],
      [
        "Start a named series, like 'Weekend on a budget' or 'Places locals love', and post the first two.",
        "Post an itinerary Reel, one day per cut, with the total cost at the end.",
        "Post the mistakes you made in a place you know well, so your viewers don't.",
        "Post a 'what it really costs' breakdown, every rupee on screen.",
        "Post one place at three budgets: the homestay, the mid-range hotel and the splurge.",
      ],
      [
        "Collab with a homestay, café or local guide on a Reel posted to both profiles; they get content, you reach their guests.",
        "Post a Reel people send to their trip group: the friend who plans vs the friend who just shows up.",
        "Team up with a travel creator from another state: swap your cities' must-dos, one Reel each.",
        "Post a plan for the next long weekend from your city, with routes and rough costs.",
      ],
      [
        "Post part two of your best Reel: the next stop, or the same place in another season.",
        "Post a roundup of the month's places, ending with 'save this for your next long weekend'.",
        "Shoot for the coming season early (monsoon treks, winter hills, festival trips) so it's up before people plan.",
        "Ask followers where you should go next, and make the winner next month's first series.",
      ],
    ],
    Posts: [
      [
        "Post a guide carousel for a place you know: getting there, where to stay, what to eat, one local tip per slide.",
        "Post a packing-list carousel for one kind of trip (hills, beach or pilgrimage), one category per slide.",
        "Post a photo dump from your last trip, with a caption that works as a mini guide.",
        "Write captions in short lines (timings, fares, where you stayed) with emoji as bullet points, easy to scan.",
        "Post a first-trip-to-the-hills checklist for beginners.",
      ],
      [
        "Start a carousel series of day-by-day itineraries, one destination per post, and post the first two.",
        "Post 'mistakes I made so you don't' for one destination.",
        "Post a budget breakdown: travel, stay, food and extras, with the total on the last slide.",
        "Post a when-to-visit guide for one place, season by season, with what's open and what isn't.",
        "Post the stays you'd book again, with prices and the one catch of each.",
      ],
      [
        "Team up with a photographer or a fellow traveller on a Collab post from the same trip.",
        "Post weekend trips from your city, one per slide with the travel time, made to be sent.",
        "Feature a local guide, homestay owner or artisan, tagged and credited.",
        "Post safety basics for solo trips, the carousel people forward to a friend before they go.",
      ],
      [
        "Update your most-saved guide with new prices and tips, and post it as this season's version.",
        "Post an index carousel of every guide so far, so new followers can find their next trip.",
        "Draft next month's covers around the season and the long weekends.",
        "Ask followers which destination they want a full guide to, and start with the winner.",
      ],
    ],
    Stories: [
      [
        "Post your trip or weekend outing as it happens: the morning view, what lunch cost, the way back.",
        "Open with a quiz sticker, 'Guess where I am?', before the reveal.",
        {
          text: "Create a Highlight for every destination, named after the place, so new followers can binge.",
          at: "start",
        },
        "On days at home, post throwbacks and planning: the map, the bookings, the budget.",
      ],
      [
        "Start a weekly 'where should I go next?' poll, and follow through on the winner.",
        "Run an 'ask me about any place I've been' question box, and answer with clips from the trip.",
        "On a trip day, post a 'should I try this?' poll at a food stall or before an activity.",
        "End each travel day with a 'what it cost today' frame.",
        "Share one safety or money tip per day of the trip, one frame each.",
      ],
      [
        "Tag every café, stay and tour operator you use; many re-share, and their guests see you.",
        "Swap a Stories takeover with a travel creator in another state.",
        "Re-share followers' photos from places you recommended, with their permission.",
        "Cover a local event or festival in Stories with a location sticker, for people who couldn't go.",
      ],
      [
        "Turn the places people asked about most into a Reel or carousel.",
        "Post a month-of-trips recap with a poll on which one gets a full guide.",
        "Announce next month's trip with a countdown sticker and a question box for suggestions.",
        "Ask followers for their hidden spots, and plan a trip around the best answer.",
      ],
    ],
  },
};
