import type { TopicKind } from "~/lib/topic-map/topic";
import type { SubjectKind, VideoFormat } from "~/lib/topic";
import { type PlanLine, SOURCES, type Weekly } from "./growth-plan.data";
import type { ContentType, StrategyNiche } from "../../instagram-growth-strategy.data";

// A plan for a page about one topic: what to post each week for the kind of thing it is (a dish gets
// recipes and places, a phone gets reviews and comparisons). Slots as in growth-plan.data.ts. No
// figures here at all, except the hashtag limit with its source.

/** What to post each week for each kind of subject. */
export const KIND_ACTIONS: Readonly<Record<SubjectKind, Weekly<readonly PlanLine[]>>> = {
  product: [
    [
      "Post the {piece} that answers the buyer's question about {s} (is it worth it?) with proof from real use, not a studio table.",
      "Post your honest first impressions of {s}: what surprised you, what annoyed you, and who it's for.",
      "Post '{S}: what to know before you buy', with the price and the catch.",
    ],
    [
      "Start a '{S}, a month later' series: what held up and what didn't.",
      "Post {s} against the obvious alternative, at both prices, and say which you'd buy.",
      "Post a care or setup {piece} for {s} that owners will save.",
    ],
    [
      "Team up with a shop, a service centre or a creator who reviews what people buy alongside {s}, on a fair joint comparison.",
      "Post 'who should not buy {s}'; honesty gets shared.",
      "Answer the buyer questions about {s} from your comments in one {piece}.",
    ],
    [
      "Post your long-term verdict on {s}: would you buy it again?",
      "Post the best alternatives to {s} at different budgets.",
      "Collect the month's questions about {s} into one FAQ {piece}.",
    ],
  ],
  brand: [
    [
      "Post '{S} for beginners': what you'd buy first and what you'd skip.",
      "Post an honest hit-or-miss on the {s} pieces you own, with the prices.",
      "Post the {s} question your audience keeps asking (what's worth it?) answered with proof.",
    ],
    [
      "Start a '{S} finds' series, one honest pick per episode.",
      "Post {s} against its rivals: the same thing from each, compared fairly.",
      "Post what from {s} is worth full price and what to wait for a sale on.",
    ],
    [
      "Collaborate with creators who cover {s}'s rivals on a fair side-by-side, and say so if anything is sponsored.",
      "Post what you'd buy from {s} on a budget, the {piece} people send to friends before a sale.",
      "Answer followers' {s} questions in one {piece}.",
    ],
    [
      "Post the {s} piece you used most this month, and whether you'd buy it again.",
      "Post cheaper alternatives to {s} that do the job.",
      "Plan next month around {s}'s launches and sales, and keep the review honest either way.",
    ],
  ],
  place: [
    [
      "Post the {piece} people send to the friend they're planning with: the best view of {s} first, then the real cost and how to get there.",
      "Post '{S}: what to know before you go': timing, costs, getting around and one local tip.",
      "Post {s} as it happens: the morning, what lunch cost and a 'should I try this?' poll.",
    ],
    [
      "Start a hidden-spots series for {s}, one place per episode.",
      "Post what {s} really costs, every rupee counted.",
      "Post where locals in {s} eat and unwind, one spot per episode.",
    ],
    [
      "Partner with a homestay, café, guide or photographer in {s} on a Collab {piece}.",
      "Post the first-timer's mistakes in {s}, the {piece} people send to whoever is planning the trip.",
      "Post {s} in a season people don't think of, and what's different then.",
    ],
    [
      "Update your best {s} guide with new prices and post it as this season's version.",
      "Post 'if you have one day in {s}'.",
      "Ask followers what they want to know about {s}, and answer the top questions in one {piece}.",
    ],
  ],
  food: [
    [
      "Post a recipe {piece} for {s} that opens on its best moment (the pour, the crisp edge, the first bite) and then goes back to step one.",
      "Post where to have {s}{where}: one place per {unit}, with the price and your verdict.",
      "Post '{S} at home vs outside': the cost, the taste and the effort, honestly.",
    ],
    [
      "Start your {s} series: a different version or a different place every episode.",
      "Post the mistakes that ruin {s} at home, each with its fix.",
      "Post {s} the way different regions or families make it, and ask how theirs is made.",
    ],
    [
      "Collaborate with a home cook, stall or restaurant known for {s} on a tasting {piece}, tagged both ways.",
      "Post the {s} spots a visiting friend must try, made to be sent to the foodie in the group.",
      "Run a cook-off with another food creator: both make {s}, and followers vote.",
    ],
    [
      "Post the {s} variation commenters asked for most.",
      "Post your best {s} recipe again, improved with what commenters taught you, credited.",
      "Post the {s} shortcuts that actually work, and the ones that don't.",
    ],
  ],
  activity: [
    [
      "Post {s} at its most satisfying (the finished result, the clean shot, the final move), then how you got there.",
      "Post the beginner's guide to {s} you wish you'd had: what you need, the first steps, the common mistakes.",
      "Post day one of your {s} progress, honestly, so people can follow the journey.",
    ],
    [
      "Start a numbered {s} tips series, one tip per episode.",
      "Post the beginners' mistakes in {s}, each with its fix.",
      "Post what you'd do differently if you started {s} today.",
    ],
    [
      "Partner with a coach, a class or a creator a step ahead of you in {s} on a 'teach me' Collab {piece}.",
      "Post a challenge around {s} that people can try and tag you in.",
      "Feature a follower's {s} progress, with their permission.",
    ],
    [
      "Post your month of {s}: where you started, where you are, what helped.",
      "Post the {s} question you got most this month, answered properly.",
      "Post what {s} gear is worth buying on a budget, and what isn't.",
    ],
  ],
  animal: [
    [
      "Post {s} filmed at eye level, with on-screen text as their inner voice; funny travels further than cute.",
      "Post the facts people don't know about {s}, with the source named.",
      "Post small {s} moments through the day; regular check-ins build the habit of looking for you.",
    ],
    [
      "Start a '{S} moods' series, one mood per episode.",
      "Post why {s} do one thing people always notice, with a vet or an expert named as the source.",
      "Post {s} care basics (food, shade, water) and what not to do.",
    ],
    [
      "Partner with a shelter, rescuer or vet working with {s}; film with their permission and point people to them.",
      "Post one kind thing followers can do for {s} this week.",
      "Feature followers' {s} photos, with permission and credit.",
    ],
    [
      "Post the month's best {s} moments as a roundup, ending with a question for the comments.",
      "Answer the most-asked {s} question of the month, with an expert source.",
      "Post a rescue or adoption story about {s} you know first-hand, told with the people involved.",
    ],
  ],
  person: [
    [
      "Post the {s} story in three short beats, with facts you can source and no words put in anyone's mouth.",
      "Post '{S}: what people get wrong', each point with where you read or saw it.",
      "Post a quiz on {s}, with the answer the next day.",
    ],
    [
      "Start a series on {s}: one moment or milestone per episode.",
      "Post myths vs facts about {s}, with sources named.",
      "Post the lessons you take from {s}, in your own words.",
    ],
    [
      "Collaborate with creators who cover the same world as {s}, and with fans who make art or edits, credited.",
      "Post the question about {s} that fans argue over, and let the comments debate it politely.",
      "Feature fan art or edits of {s}, with the makers' permission and credit.",
    ],
    [
      "Post a roundup of the month's {s} moments people talked about.",
      "Answer the month's most-asked {s} question, with sources.",
      "Plan next month around {s}'s calendar: matches, releases or events.",
    ],
  ],
  event: [
    [
      "Start early: post your {s} prep {piece} before people start searching for ideas.",
      "Post the {s} checklist people save: what to buy, plan and book, in the order they need it.",
      { text: "Run a countdown to {s} with the countdown sticker and a poll on plans.", only: ["Stories"] },
    ],
    [
      "Start your {s} series, one idea per episode: decor, food, outfits, gifts.",
      "Post {s} on a budget: what to spend on and what to skip.",
      "Post how your family does {s}, and ask followers how theirs differs.",
    ],
    [
      "Team up with a decorator, caterer, designer or local business involved in {s} on a Collab {piece}.",
      "Post a last-minute {s} {piece}, the one people send to the family group.",
      "Feature followers' {s} photos or setups, with permission.",
    ],
    [
      "Post your {s} photo dump or diary right after, while people are still talking about it.",
      "Post what {s} means to you, or how it has changed since you were a kid, in your own words.",
      "Note what to start earlier next time, and save your {s} posts where people will find them next year.",
    ],
  ],
  study: [
    [
      "Post a {piece} that makes one {s} concept click, on paper or a whiteboard, with a question for the comments.",
      "Post your {s} study plan or revision notes, clean enough to screenshot and save.",
      "Post one practice question for {s}, with the answer that night.",
    ],
    [
      "Start a numbered {s} daily-question series.",
      "Post common {s} mistakes, each with its fix.",
      "Post free {s} resources, official sources first.",
    ],
    [
      "Collaborate with a teacher or other students preparing {s} on a joint revision {piece}, and claim no result that isn't yours.",
      "Post a revision {piece} for {s}, made to be sent to a study group.",
      "Host a study-with-me session for {s}, and invite people to check in with their progress.",
    ],
    [
      "Post a roundup of the month's {s} revision, so new followers can catch up.",
      "Answer the most-asked {s} question of the month.",
      "Plan next month around the {s} calendar (forms, admit cards, the exam), with official dates only.",
    ],
  ],
  game: [
    [
      "Post your best {s} moment, trimmed to what matters, with no intro.",
      "Post '{S} tips for beginners', one tip per {unit}, made to be saved before the next game.",
      "Run a game-night poll on {s} and share the result.",
    ],
    [
      "Start a weekly {s} fails series.",
      "Post a 'noob vs pro' {s} sketch.",
      "Post one habit that made you better at {s}, as the first of a numbered series.",
    ],
    [
      "Play with a creator of a similar size on a joint {s} stream or challenge.",
      "Feature followers' best {s} clips, with their permission.",
      "Post the {s} squad moment people send to their own squad.",
    ],
    [
      "Post the month's best {s} clips as a roundup.",
      "Post your {s} settings or loadout, updated for the current season.",
      "Ask followers which {s} challenge you should try next, and do it.",
    ],
  ],
  show: [
    [
      "Post '{S} without spoilers': what it is, who it's for and your verdict.",
      "Post 'if you liked {s}, try these', one pick per {unit} with the reason.",
      "Post a quiz on {s}, with the answers the next morning.",
    ],
    [
      "Start a series on the details people missed in {s}, with spoilers flagged.",
      "Post fan theories about {s}, with the evidence.",
      "Post an honest take on {s}: what worked and what didn't.",
    ],
    [
      "Collaborate with fan pages, artists or reviewers of {s}; use only clips you're allowed to, and credit fan art.",
      "Post the {s} moment fans will send to the friend who watched it with them.",
      "Post your ranking of {s} moments, and let the comments argue.",
    ],
    [
      "Post your final verdict on {s} after a month of talking about it.",
      "Post what to watch, read or play after {s}.",
      "Plan next month around what's coming for {s}: the next season, a release or an anniversary.",
    ],
  ],
  field: [
    [
      "Post a {piece} that busts one {s} myth, with your source named.",
      "Post '{S} basics' for someone starting from zero, one idea per {unit}.",
      "Put up a question box about {s}, and answer the best questions in short clips.",
    ],
    [
      "Start a '{s} term of the week' series, each with an everyday example.",
      "Post myths vs facts in {s}, with sources named every time.",
      "Post where {s} shows up in everyday life, one example per {unit}.",
    ],
    [
      "Collaborate with someone who works in {s} and explains it well, on a joint Q&A; mention credentials only where they're real.",
      "Post an explainer on {s}, made to be sent to the friend who keeps asking.",
      "Answer a follower's {s} question in a {piece}, with their permission to quote it.",
    ],
    [
      "Post a roundup of the month's {s} posts, so new followers can catch up.",
      "Answer the most-asked {s} question of the month, properly sourced.",
      "Ask followers which part of {s} confuses them most, and plan next month around it.",
    ],
  ],
  general: [
    [
      "Post a {piece} that explains {s}: what it is, why you care and one thing people get wrong.",
      "Post 'getting started with {s}', one step per {unit}.",
      "Collect questions about {s} with a question sticker, and answer the best ones.",
    ],
    [
      "Start one {s} series with the same framing every episode, numbered.",
      "Search {s} on Instagram, note what the top posts leave out, and post that.",
      "Post your honest take on {s}: what you like and what you don't.",
    ],
    [
      "Find creators who post about {s} or something next to it, and plan a joint {piece} with one of them.",
      "Post a {piece} about {s} made to be sent to the friend who'd care.",
      "Feature someone who knows {s} well, credited.",
    ],
    [
      "Post a roundup of the month's {s} posts.",
      "Answer the {s} question you were asked most this month.",
      "Ask followers what they want to know next about {s}, and plan next month around it.",
    ],
  ],
};

/** The first two weeks, written for one side of a kind. */
export type FirstWeeks = readonly [readonly PlanLine[], readonly PlanLine[]];

/**
 * The first two weeks by the topic map's side of a subject, in place of its kind's: a phone is
 * reviewed and compared, a saree styled, cricket drilled, skincare layered, mutual funds explained.
 * The last two weeks (reach, double down) stay the kind's.
 */
export const FLAVOUR_ACTIONS: Readonly<Partial<Record<SubjectKind, Readonly<Partial<Record<TopicKind, FirstWeeks>>>>>> =
  {
    product: {
      tech: [
        [
          "Post your {s} review with the verdict first: who should buy it and who shouldn't.",
          "Post a real-use test of {s}: the things buyers worry about (battery, heat, camera in low light), tested on an ordinary day.",
          "Post an unboxing of {s} that skips past the box to the first setup and the first surprise.",
        ],
        [
          "Start a comparison series: {s} against what people cross-shop it with, one test per episode.",
          "Post the settings to change first on {s}, one per {unit}.",
          "Post the {s} features most owners never find.",
        ],
      ],
      style: [
        [
          "Post {s} styled three ways, everyday to festive, with the price of each look.",
          "Post an honest try-on of {s}: the fit, the fabric, how it looks in daylight.",
          "Post how to choose {s}: the fabric, the fit and what to check before you pay.",
        ],
        [
          "Start a series styling {s} for a different occasion each episode.",
          "Post budget vs premium {s}, honest about where the money shows.",
          "Post how to care for {s}: washing, storing, and what ruins it.",
        ],
      ],
    },
    activity: {
      sport: [
        [
          "Post one clean {s} moment in slow motion (the shot, the save, the smash), then the drill behind it.",
          "Post the {s} rules people get wrong, one rule per {unit}, with the official rulebook named.",
          "Post your {s} match day as it happens: the warm-up, a prediction poll, the result.",
        ],
        [
          "Start a drills series: one {s} weakness fixed per episode.",
          "Post your {s} match-day routine: food, warm-up, kit.",
          "Post 'beginner vs pro' in {s}: the same move at two levels, and what makes the difference.",
        ],
      ],
      fitness: [
        [
          "Post a beginner {s} session people can follow along with, every move named on screen.",
          "Post a form check for {s}: the common mistakes with the fix, and a reminder to stop if something hurts.",
          "Post day one of a four-week {s} routine you'll actually follow, and invite people to join.",
        ],
        [
          "Start a follow-along {s} series, one short session per episode.",
          "Post {s} for a small room and no equipment, for people in hostels and flats.",
          "Post honest weekly {s} progress, without body-shaming before-and-afters.",
        ],
      ],
      style: [
        [
          "Post your {s} routine in order, one step per {unit}, with your skin or hair type named so people know if it suits theirs.",
          "Post '{S} for beginners on a budget': one affordable pick per step and what it does.",
          "Post a 'would you try this?' poll on one {s} product or look, and the honest result a few days later.",
        ],
        [
          "Start a '{s}: repurchase or regret' series, one product per episode.",
          "Bust one {s} myth, with a dermatologist or stylist named as the source.",
          "Post {s} for Indian weather: the humid-season version and the winter one.",
        ],
      ],
      creative: [
        [
          "Post a finished {s} piece first, then the time-lapse of how it was made.",
          "Post easy {s} ideas for beginners, with the steps.",
          "Post {s} in progress, with a poll on what to make next.",
        ],
        [
          "Start a series recreating a trending design in your {s} style, credited.",
          "Post the {s} tools you actually use, budget picks first.",
          "Post your early {s} work next to this week's, and what changed.",
        ],
      ],
      festival: [
        [
          "Post a finished {s} design first, then the time-lapse, with how long it took.",
          "Post quick {s} designs for beginners, the ones people can do the night before a function.",
          "Post {s} in progress, with a poll on which design to do next.",
        ],
        [
          "Start your {s} series around the calendar: designs for each festival and wedding function.",
          "Post a simple {s} design next to a detailed one, and ask which people would pick for a function.",
          "Post what to prepare before your {s} session (materials, time, aftercare) as a checklist.",
        ],
      ],
      performing: [
        [
          "Post a beginner's practice plan for {s}: a week of short sessions.",
          {
            text: "Post your best {s} moment of the week, then a bit of the practice behind it, and invite people to Remix it.",
            only: ["Reels"],
          },
          "Post your {s} take on a song people know, with the original credited.",
        ],
        [
          "Start a 'learnt it in a week' {s} series, one piece per episode.",
          "Post a beginner {s} lesson: one step or one chord, slowly, then at full speed.",
          "Post your {s} practice as it really goes, the mistakes included.",
        ],
      ],
      travel: [
        [
          "Post the view that made {s} worth it, then the real cost, with the route in the caption.",
          "Post the {s} checklist people save: what to pack, book and check.",
          "Post {s} as it happens: the start, the hard part, what it cost and one safety tip.",
        ],
        [
          "Start your {s} series: one route, trail or stop per episode.",
          "Post first-timer mistakes in {s}, each with its fix.",
          "Post an every-rupee {s} budget breakdown.",
        ],
      ],
    },
    field: {
      money: [
        [
          "Post one {s} myth people forward on WhatsApp, what's actually true, and the official source named.",
          "Post the {s} words that confuse everyone, one term per {unit}, in plain words with an example in rupees.",
          "Put up a question box about {s}, and answer in short clips, saying clearly that it's information, not advice.",
        ],
        [
          "Start a '{s} term of the week' series that explains rather than advises.",
          "Post the red flags of {s} scams, and where to report one.",
          "Post how you'd explain {s} to your parents, in plain Hinglish.",
        ],
      ],
    },
  };

/**
 * What to post each week when the keyword weighs two things against each other ("iPhone 16 vs
 * Galaxy S24", "Goa vs Manali"): {a} and {b} are the two sides, {s} the pair as typed.
 */
export const COMPARISON_ACTIONS: Weekly<readonly PlanLine[]> = [
  [
    "Post your verdict first: {a} or {b}, for whom, and the one test that decided it.",
    "Put {a} and {b} side by side on the thing people care about most, in the same conditions for both.",
    "Post who should pick {a} and who should pick {b}, in plain words.",
  ],
  [
    "Start a series testing {a} against {b}, one test per episode, the same conditions every time.",
    "Post what {a} does better than {b}, and what it doesn't.",
    "Ask '{A} or {B}?' with a poll, then answer the reasons people gave.",
  ],
  [
    "Team up with a creator who prefers the other side for a fair face-off, posted as a Collab.",
    "Post the {s} comparison made to be sent to the friend who can't decide.",
    "Answer the comments asking about {a} and {b} in one {piece}.",
  ],
  [
    "Post your verdict a month on: would you still pick the same one of {a} and {b}?",
    "Post the option people forget when they compare {a} and {b}.",
    "Collect the month's questions about {a} and {b} into one FAQ {piece}.",
  ],
];

/** Week two's lead when the keyword names a format: the series is that format. */
export const FORMAT_ANCHORS: Readonly<Record<VideoFormat, string>> = {
  review: "Make honest {s} reviews your weekly {piece}: the verdict first, then the proof.",
  unboxing:
    "Post the {s} unboxing, but get past the box quickly: the first setup, the first surprise, the first problem.",
  tutorial: "Make step-by-step {s} tutorials your series, one skill per {piece}, slow enough to follow.",
  recipe:
    "Make {s} recipes your series: the finished dish first, quantities on screen, the full recipe in the caption.",
  vlog: "Make your {s} diary the series: the real day, not only the highlights, one {piece} per day.",
  haul: "Post your {s} haul with honest notes on each piece: the price, the quality, and keep or return.",
  comparison: "Post the {s} comparison properly: the same tests for both, and a clear 'buy this if' at the end.",
  tips: "Make {s} tips your series, one tip per {piece}, numbered so people binge.",
  challenge: "Start a challenge around {s} that people can join, and feature the best attempts.",
  grwm: "Post your {s} get-ready-with-me, with a voiceover about one real thing.",
  "study-with-me": "Host your {s} study-with-me session, and invite followers to check in with their progress.",
  tour: "Post your {s} tour, one corner per {unit}, with the details people will ask about.",
  "travel-guide": "Make your {s} guide a series: one day or one area per {piece}, with the costs.",
  reaction: "Post your reaction to {s}, with a take of your own beyond the reaction.",
  highlights: "Post {s} highlights the day they happen, with clips you're allowed to use and your take in the caption.",
  gameplay: "Post {s} gameplay trimmed to the moments that matter, with your commentary.",
  ideas: "Make {s} ideas your series, each one something people can actually do.",
  explained: "Make '{S} explained' your series: one question per {piece}, in plain words.",
};

/** Week one's hashtag habit for a topic: from the topic map when it knows the topic, else how to find them. */
export const TOPIC_HASHTAGS: Readonly<Record<ContentType, { mapped: string; unmapped: string }>> = {
  Reels: {
    mapped: `Build a hashtag set for {s}, 5 tags at most, Instagram's limit for a post (${SOURCES.hashtags}): start from {tags}, and swap the specific ones to fit each Reel.`,
    unmapped: `Build a hashtag set for {s}, 5 tags at most, Instagram's limit for a post (${SOURCES.hashtags}): search {s} on Instagram and pick the specific tags real posts use, not the biggest ones.`,
  },
  Posts: {
    mapped: `Build a hashtag set for {s}, 5 tags at most, Instagram's limit for a post (${SOURCES.hashtags}): start from {tags}, and keep a slot for the occasion or your city.`,
    unmapped: `Build a hashtag set for {s}, 5 tags at most, Instagram's limit for a post (${SOURCES.hashtags}): search {s} on Instagram, note the tags the best carousels about it share, and pick specific ones over big ones.`,
  },
  Stories: {
    mapped:
      "Add a location sticker where it fits and a tag like {tag} to the frames about {s}; keep full hashtag sets for your posts and Reels.",
    unmapped:
      "Add a location sticker where it fits and one tag people use for {s}; keep full hashtag sets for your posts and Reels.",
  },
};

/** Week three's line where the page's niche meets the topic; a pairing with nothing natural to say has none. */
export const NICHE_BRIDGES: Readonly<Record<StrategyNiche, Readonly<Partial<Record<SubjectKind, string>>>>> = {
  Fashion: {
    product: "As a fashion page, style {s} into real outfits: what it goes with, for which occasion, at which budget.",
    brand: "As a fashion page, build looks around {s} pieces and say what's worth it at each price.",
    place: "As a fashion page, post what to wear in {s}: the weather, the culture and the photos people will take.",
    food: "As a fashion page, keep {s} as the setting: the outfit for the café, the festive meal or the street-food run.",
    person: "As a fashion page, recreate the looks people link with {s} at three budgets, credited.",
    event: "As a fashion page, post {s} outfit ideas by budget and role, well before the day.",
    study: "As a fashion page, post comfortable outfits for long {s} study days and the exam morning.",
    game: "As a fashion page, try gaming-inspired streetwear and merch looks around {s}.",
    show: "As a fashion page, recreate looks from {s} at three budgets, with the original credited.",
  },
  Travel: {
    product: "As a travel page, test {s} on the road: what survives a trip and what you'd leave behind.",
    brand: "As a travel page, show where {s} helps on a trip and where it doesn't.",
    place: "As a travel page, cover {s} end to end, from getting there to the way back.",
    food: "As a travel page, tie {s} to places: where to have it, which city does it best and what it costs there.",
    activity:
      "As a travel page, take {s} on the road: where to do it, who to learn from locally and what it costs there.",
    animal:
      "As a travel page, show {s} on the road: the places that welcome them, and how to be kind to the ones you meet.",
    event: "As a travel page, post where {s} is at its best and how to plan a trip around it.",
    show: "As a travel page, visit the places linked to {s}: filming locations, settings or the stories behind them.",
  },
  Food: {
    product: "As a food page, review {s} through food: the meals it helps you make, shoot or order.",
    place: "As a food page, treat {s} as a menu: what to eat, where, and what it costs.",
    food: "As a food page, go deep on {s}: the versions, the places and the stories behind them.",
    event: "As a food page, be the {s} menu planner: what to cook, buy and serve, posted before the day.",
    study: "As a food page, make {s} season easier with quick meals and snacks for long study days.",
    game: "As a food page, feed game night: snacks for long {s} sessions.",
    show: "As a food page, recreate the food from {s}, credited, and rate how it turned out.",
  },
};

/** A fashion page's line for the sides of an activity (or a field) where clothes matter. */
export const FASHION_FLAVOUR_BRIDGES: Readonly<Partial<Record<TopicKind, string>>> = {
  sport: "As a fashion page, post what to wear to play and to watch {s}: kit, jerseys, shoes and match-day looks.",
  fitness: "As a fashion page, post activewear that actually works for {s}, at three budgets.",
  style: "As a fashion page, finish each {s} post with the full look it goes with, from everyday to festive.",
  creative: "As a fashion page, pair {s} with the looks it suits, and credit the artist when it isn't you.",
  festival: "As a fashion page, pair {s} with the outfits it's made for: festive looks, weddings and functions.",
  performing: "As a fashion page, post the outfits for {s}: practice, stage and the after-party.",
  travel: "As a fashion page, post what to wear for {s}: layers, shoes and what to leave behind.",
};
