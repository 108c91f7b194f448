import type { TopicKind } from "~/lib/hashtags/topic";
import type { SubjectKind } from "~/lib/topic";
import type { ContentType, StrategyNiche } from "./instagram-growth-strategy.data";

// A plan for a page about one topic, sentence by sentence. `{s}` is the subject in its own casing,
// `{S}` the same at the start of a sentence. No posting times, follower counts or growth figures:
// the only numbers are Instagram's own limits, which the guide below the tool sources.

/** What depends on the kind of topic: what to post first in each format, the series, the partners. */
export interface KindPlan {
  first: Readonly<Record<ContentType, string>>;
  series: string;
  collab: string;
}

export const KIND_PLANS: Readonly<Record<SubjectKind, KindPlan>> = {
  product: {
    first: {
      Reels:
        "Open with a Reel that answers the buyer's question about {s} in the first two seconds (is it worth it?), then show the proof in real use, not on a studio table.",
      Posts:
        "Make your first carousel the one buyers save: '{S}: what to know before you buy', one point per slide, with the price and the catch.",
      Stories:
        "Start with a 'keep or return?' poll on {s} and a few frames of honest first impressions; the replies tell you what buyers actually want to know.",
    },
    series:
      "Turn it into series people follow: '{S}, a month later' updates, budget vs premium comparisons, and a care or setup series that keeps the saves coming.",
    collab:
      "Team up with shops, service centres and creators who review what people buy alongside {s}; an honest joint comparison earns more trust than a paid shout-out.",
  },
  brand: {
    first: {
      Reels:
        "Start with a Reel on the {s} question your audience keeps asking (what's worth it and what isn't), answered with proof in the first seconds.",
      Posts:
        "Make your first carousel a guide people save: '{S} for beginners', with the picks you'd recommend and the ones you'd skip.",
      Stories:
        "Open with 'hit or miss?' polls on {s} picks; the replies show which products or features your audience cares about.",
    },
    series:
      "Build series around it: '{S} finds', honest hits and misses, and comparisons with its rivals, so people come back for the next episode.",
    collab:
      "Collaborate with creators who cover its rivals and neighbouring categories; a fair side-by-side earns trust a sponsored post can't, and anything sponsored should say so.",
  },
  place: {
    first: {
      Reels:
        "Start with the Reel people send to the friend they're planning with: the best view of {s} in the first frame, the real cost on screen and how to get there in the caption.",
      Posts:
        "Make your first carousel a guide people save: '{S}: what to know before you go', with timing, costs, getting around and one local tip.",
      Stories:
        "Post {s} as it happens: the morning view, what lunch cost, a 'should I try this?' poll, all saved to a Highlight named after the place.",
    },
    series:
      "Build series people binge: hidden spots, 'what it really costs', and where locals eat or unwind, each episode a place people can pin.",
    collab:
      "Partner with homestays, cafés, guides and local photographers around {s} on Collab Reels; they get content, and you reach people already planning a visit.",
  },
  food: {
    first: {
      Reels:
        "Open with the best moment of {s} (the steam, the pour, the first bite) and only then go back to how it's made or where it's from.",
      Posts:
        "Make your first carousel a recipe card or a 'where to have it' guide for {s}: the cover photo, then one step or one place per slide.",
      Stories:
        "Start with a 'which one tonight?' poll on {s}, then show the winner being made or bought the same evening.",
    },
    series:
      "Turn it into series: {s} taste tests across places, versions from different regions, and a fixes-and-tricks series for the people who make it.",
    collab:
      "Collaborate on cook-offs and tasting Reels with home cooks, stalls and restaurants known for {s}; tag every place, since many re-share.",
  },
  activity: {
    first: {
      Reels:
        "Start with a Reel that shows {s} at its most satisfying (the finished result, the clean shot, the final move), then how you got there.",
      Posts:
        "Make your first carousel the beginner's guide to {s} you wish you'd had: what you need, the first steps and the common mistakes.",
      Stories:
        "Post a week of {s} check-ins: what you practised, a quiz sticker on one technique and a question box for beginners.",
    },
    series:
      "Build series people follow: a numbered tips series, a progress series from day one, and a beginners' mistakes series.",
    collab:
      "Partner with coaches, classes and creators a step ahead of or behind you in {s}; a 'teach me' Collab Reel suits both audiences.",
  },
  animal: {
    first: {
      Reels:
        "Start with a Reel filmed at eye level with {s}, with on-screen text as their inner voice; funny travels further than cute.",
      Posts:
        "Make your first carousel the facts people don't know about {s}, over your own photos, with the sources named on the last slide.",
      Stories:
        "Post small {s} moments through the day with a quiz sticker about them; regular Stories build the habit of checking in.",
    },
    series:
      "Build series: '{S} moods', behaviour decoded with a named source, and a kindness series with one thing followers can do this week.",
    collab:
      "Partner with shelters, rescuers, vets or wildlife groups working with {s}; film with their permission and point people to them.",
  },
  person: {
    first: {
      Reels:
        "Start with a Reel that tells the {s} story in three short beats, with facts you can source and no words put in anyone's mouth.",
      Posts:
        "Make your first carousel '{S}: what people get wrong', one point per slide, each with where you read or saw it.",
      Stories:
        "Run a quiz week on {s}: one quiz sticker a day, the answers the next morning, and a Highlight to keep them.",
    },
    series:
      "Build series people follow: one moment or milestone per episode, myths vs facts, and the lessons you take from it, in your own words.",
    collab:
      "Collaborate with creators who cover the same world as {s} (the sport, the business, the profession) and with fans who make art or edits, credited properly.",
  },
  event: {
    first: {
      Reels:
        "Start early: a prep Reel for {s} before the day, when people are searching for ideas, and a photo-dump Reel right after.",
      Posts:
        "Make your first carousel the {s} checklist people save: what to buy, plan and book, in the order they need it.",
      Stories:
        "Run a countdown to {s} with the countdown sticker and polls on plans, then Stories through the day, saved to a Highlight.",
    },
    series:
      "Plan series around the calendar: preparation in the weeks before, a daily diary during, and 'then vs now' or 'what it means to me' after.",
    collab:
      "Team up with decorators, caterers, designers and local businesses involved in {s}; a Collab Reel with them reaches people planning the same thing.",
  },
  study: {
    first: {
      Reels:
        "Start with a Reel that makes one {s} concept click in 30 seconds, on paper or a whiteboard, with a question for the comments.",
      Posts: "Make your first carousel a study plan or revision notes for {s}, clean enough to screenshot and save.",
      Stories:
        "Post a daily quiz sticker on {s} with the answer that night; a Highlight called Practice collects them.",
    },
    series:
      "Build series students return to: a daily question, common mistakes with fixes, and free resources, official sources first.",
    collab:
      "Collaborate with teachers and other students preparing {s} on a joint live revision or a Collab carousel, and claim no result that isn't yours.",
  },
  game: {
    first: {
      Reels:
        "Start with your best {s} moment, trimmed to the ten seconds that matter, with a reaction cam and no intro.",
      Posts:
        "Make your first carousel '{S} tips for beginners', one tip per slide with a screenshot, made to be saved before the next game.",
      Stories:
        "Run game-night polls on {s} and share the results, with a question box for the tips your followers want.",
    },
    series:
      "Build series: weekly fails, 'noob vs pro' sketches, and one habit that made you better, numbered so people binge them.",
    collab:
      "Play with creators of a similar size on a joint stream or challenge, and feature followers' best {s} clips with their permission.",
  },
  show: {
    first: {
      Reels: "Start with '{S} in 30 seconds, no spoilers': what it is, who it's for and your verdict.",
      Posts: "Make your first carousel 'If you liked {s}, try these', one pick per slide with the reason.",
      Stories: "Run a quiz week on {s}, with the answers the next morning and a Highlight to keep them.",
    },
    series:
      "Build series: details people missed, fan theories with the evidence, and honest takes, always flagged for spoilers.",
    collab:
      "Collaborate with fan pages, artists and reviewers of {s}; use only clips you have the rights to, and credit fan art.",
  },
  field: {
    first: {
      Reels: "Start with a Reel that busts one {s} myth in 15 seconds, with your source named in the caption.",
      Posts: "Make your first carousel '{S} basics' for someone starting from zero, one idea per slide.",
      Stories: "Run a weekly {s} Q&A with a question box, and answer the best questions in short clips.",
    },
    series:
      "Build series: a term a day, myths vs facts, and 'where this shows up in everyday life', with sources named every time.",
    collab:
      "Collaborate with people who work in {s} and explain it well, on a joint Q&A or a Collab carousel; mention credentials only where they're real and theirs.",
  },
  general: {
    first: {
      Reels:
        "Start with a Reel that explains {s} in 30 seconds: what it is, why you care and one thing people get wrong about it.",
      Posts: "Make your first carousel 'Getting started with {s}', one step per slide.",
      Stories: "Run a Q&A on {s} with a question sticker, and save the answers to a Highlight.",
    },
    series:
      "Build one series people can follow: one thing about {s} each week, numbered, with the same framing every time.",
    collab: "Find two or three creators who post about {s} or something next to it, and plan one joint post with each.",
  },
};

/** A kind's plan refined for one side of it, with the line for a fashion page where there is one. */
export interface FlavourPlan extends KindPlan {
  fashion?: string;
}

/**
 * Activities and fields by the topic map's kind for them: cricket is drilled, skincare layered,
 * mehndi drawn, mutual funds explained. Used in place of the kind's own plan.
 */
export const FLAVOUR_PLANS: Readonly<Partial<Record<TopicKind, FlavourPlan>>> = {
  sport: {
    first: {
      Reels:
        "Open with one clean {s} moment in slow motion (the shot, the save, the smash), then the drill or habit behind it.",
      Posts:
        "Make your first carousel '{S} rules people get wrong', one rule per slide with a simple diagram and the official rulebook linked in the caption.",
      Stories:
        "On match days, post {s} as it happens: the warm-up, a prediction poll and the result, saved to a Highlight.",
    },
    series:
      "Build series around the game: drills that fix one weakness, rules people get wrong, and match-day routines, one episode each.",
    collab:
      "Partner with local clubs, academies, coaches and turf owners for {s}; a joint drill Reel or a match-day takeover reaches players near you.",
    fashion: "As a fashion page, show what to wear to play and to watch {s}: kit, jerseys, shoes and match-day looks.",
  },
  fitness: {
    first: {
      Reels:
        "Open with a beginner {s} session people can follow along with, every move named on screen and the full plan in the caption.",
      Posts:
        "Make your first carousel a form check for {s}: the common mistakes, one per slide with the fix, and a reminder to stop if something hurts.",
      Stories: "Post daily {s} check-ins with a slider for how hard it felt, and a question box for beginners.",
    },
    series:
      "Build series people can follow along with: beginner sessions, form checks with the fix, and honest monthly progress without body-shaming before-and-afters.",
    collab:
      "Partner with trainers, physios and studios for {s} on joint sessions or Q&As, and let qualified people answer what needs a qualification.",
    fashion: "As a fashion page, show activewear that actually works for {s}, at three budgets.",
  },
  style: {
    first: {
      Reels:
        "Open with the finished result, then your {s} routine in order, one step per cut, with your skin or hair type named so people know if it suits theirs.",
      Posts:
        "Make your first carousel '{S} for beginners on a budget', one step per slide with an affordable pick and what it does.",
      Stories: "Run 'would you try this?' polls on {s} products or looks, and show honest results a few days later.",
    },
    series:
      "Build series around routines and results: step-by-step routines with your skin or hair type named, budget picks, and 'would repurchase vs regret'.",
    collab:
      "Collaborate with dermatologists, stylists or artists on {s} Q&As (qualified people for anything medical), and say clearly when a product was gifted.",
    fashion: "As a fashion page, finish each {s} post with the full look it goes with, from everyday to festive.",
  },
  creative: {
    first: {
      Reels:
        "Open with the finished {s} piece in the first second, then the time-lapse of how it was made, with the time it took on screen.",
      Posts: "Make your first carousel '{S} ideas for beginners': five easy ones, one per slide with the steps.",
      Stories: "Post work-in-progress {s} frames through the day, with a poll on what to make next.",
    },
    series:
      "Build series around the craft: time-lapses with the finished piece first, easy designs for beginners, and trending designs recreated in your style.",
    collab:
      "Collaborate with studios, shops and other {s} artists on joint pieces or swaps, credited both ways; a shared piece reaches both audiences.",
    fashion: "As a fashion page, pair {s} with the looks it suits, and credit the artist when it isn't you.",
  },
  festival: {
    first: {
      Reels:
        "Open with the finished {s} piece in the first second, then the time-lapse of how it was made, with the time it took on screen.",
      Posts: "Make your first carousel '{S} ideas for beginners': five easy designs, one per slide with the steps.",
      Stories: "Post work-in-progress {s} frames through the day, with a poll on which design to do next.",
    },
    series:
      "Build series around the craft and the season: time-lapses with the finished piece first, easy designs for beginners, and the designs people ask for before each festival.",
    collab:
      "Collaborate with wedding planners, boutiques, studios and other {s} artists; a joint Reel for a function or festival reaches people booking for one.",
    fashion: "As a fashion page, pair {s} with the outfits it's made for: festive looks, weddings and functions.",
  },
  performing: {
    first: {
      Reels: "Open with your best {s} moment of the week, then the practice behind it, and invite people to Remix it.",
      Posts: "Make your first carousel '{S} practice plan for beginners': a week of short sessions, one slide per day.",
      Stories: "Post practice clips through the week with a poll on what to learn next, and the final take on Sunday.",
    },
    series:
      "Build series around practice: a piece learnt in a week, beginner lessons, and Remix invitations so others join in.",
    collab:
      "Collaborate with musicians, dancers, studios and event organisers for {s}; duets and Remixes bring you each other's audiences.",
    fashion: "As a fashion page, show the outfits for {s}: practice, stage and the after-party.",
  },
  travel: {
    first: {
      Reels: "Open with the view that made {s} worth it, then the real cost, with the route in the caption.",
      Posts:
        "Make your first carousel the {s} checklist people save: what to pack, book and check, one slide per category.",
      Stories:
        "Post {s} as it happens: the start, the hard part, what it cost and one safety tip, saved to a Highlight.",
    },
    series:
      "Build series around the trip: checklists, first-timer mistakes, safety basics and every-rupee budget breakdowns.",
    collab:
      "Partner with local guides, homestays, gear shops and travel groups for {s}; a Collab Reel reaches people planning the same thing.",
    fashion: "As a fashion page, show what to wear for {s}: layers, shoes and what to leave behind.",
  },
  money: {
    first: {
      Reels:
        "Open with one {s} myth people forward on WhatsApp, what's actually true, and the official source in the caption.",
      Posts:
        "Make your first carousel '{S}: the words that confuse everyone', one term per slide in plain English with an example in rupees.",
      Stories:
        "Run a weekly {s} question box and answer in short clips, saying clearly that it's information, not advice.",
    },
    series:
      "Build series that explain rather than advise: one term a day, myth vs fact with official sources, and scam red flags.",
    collab:
      "Collaborate with professionals who explain {s} well on a joint Q&A; promise no returns, and feature only people whose registration you can check.",
  },
};

/** The kinds whose plan the topic map's kind refines. */
export const FLAVOURED_KINDS: readonly SubjectKind[] = ["activity", "field"];

/** What depends on the format: the rhythm, the captions, the hashtags and what to measure. */
export interface TypePlan {
  rhythm: string;
  captions: string;
  /** `{tags}`: the topic map's tags for the topic, written out ("#biryani, #dumbiryani and …"). */
  hashtags: string;
  /** When the topic map has no tags for the topic. */
  hashtagsUnmapped: string;
  measure: string;
}

export const TYPE_PLANS: Readonly<Record<ContentType, TypePlan>> = {
  Reels: {
    rhythm:
      "Post Reels on a rhythm you can keep for a month, and keep every one about {s}, so the people who find you know what comes next.",
    captions:
      "Keep captions short: the one detail the video can't show, then a question about {s} people can answer in a word.",
    hashtags:
      "Instagram allows 5 hashtags a post, so spend them on {s}: start from {tags}, and swap the specific ones to match each Reel.",
    hashtagsUnmapped:
      "Instagram allows 5 hashtags a post: search {s} on Instagram, look at the tags real posts about it use, and pick specific ones over the biggest.",
    measure: "Every Sunday, check which {s} Reels earned saves and shares, not only views, and make more like those.",
  },
  Posts: {
    rhythm:
      "Post carousels on a rhythm you can keep for a month; a carousel holds up to 20 slides, and a useful one keeps getting saved long after it goes up.",
    captions:
      "Let the caption add what the slides can't (the story, the detail, the source) and end with a clear reason to save it.",
    hashtags:
      "A post can carry 5 hashtags now; for {s}, start from {tags}, and keep a slot for the occasion or your city when it fits.",
    hashtagsUnmapped:
      "A post can carry 5 hashtags now: search {s} on Instagram and choose the specific tags real posts about it use, not the biggest ones.",
    measure:
      "In Insights, compare saves and profile visits per post; the {s} posts that bring profile visits are the ones turning viewers into followers.",
  },
  Stories: {
    rhythm:
      "Post Stories in one or two sittings a day rather than all day long; a tidy sequence gets watched to the end.",
    captions:
      "Keep text large, short and clear of the edges, and add a link sticker whenever you mention something people will ask about.",
    hashtags:
      "Stories don't need 5 hashtags: a location sticker where it fits and a tag like {tag} on the frames about {s} are enough; save the full set for posts and Reels.",
    hashtagsUnmapped:
      "Stories don't need 5 hashtags: a location sticker where it fits and one tag people use for {s} are enough; save the full set for posts and Reels.",
    measure:
      "In Insights, watch replies, sticker taps and exits: the {s} frames people reply to are your next Reel or carousel, and the frame where they leave is the one to cut.",
  },
};

/** One line where the page's niche meets the topic; a combination with nothing natural to say has none. */
export const NICHE_BRIDGES: Readonly<Record<StrategyNiche, Readonly<Partial<Record<SubjectKind, string>>>>> = {
  Fashion: {
    product: "As a fashion page, style {s} in real outfits: what it goes with, for which occasion, at which budget.",
    brand: "As a fashion page, build looks around {s} pieces and say what's worth it at each price.",
    place: "As a fashion page, show what to wear for {s}: the weather, the culture and the photos people will take.",
    food: "As a fashion page, keep {s} in the frame as the setting: the outfit for the café, the festive meal or the street-food run.",
    person: "As a fashion page, recreate the looks people link with {s} at three budgets, credited.",
    event: "As a fashion page, {s} is your biggest moment: outfit ideas by budget and role, posted before the day.",
    study: "As a fashion page, keep it practical: comfortable outfits for long {s} days and exam mornings.",
    game: "As a fashion page, try gaming-inspired streetwear and merch looks around {s}.",
    show: "As a fashion page, recreate looks from {s} at three budgets, with the original credited.",
  },
  Travel: {
    product: "As a travel page, test {s} on the road: what survives a trip and what you'd leave behind.",
    brand: "As a travel page, show where {s} helps on a trip and where it doesn't.",
    place: "As a travel page, {s} is the destination: cover it end to end, from getting there to the way back.",
    food: "As a travel page, tie {s} to places: where to have it, which city does it best and what it costs there.",
    activity:
      "As a travel page, take {s} on the road: where to do it, who to learn from locally and what it costs there.",
    animal: "As a travel page, show where to see {s} responsibly, with the rules of each place.",
    event: "As a travel page, cover where {s} is at its best and how to plan a trip around it.",
    show: "As a travel page, visit the places linked to {s}: filming locations, settings or the stories behind them.",
  },
  Food: {
    product: "As a food page, review {s} through food: the meals it helps you make, shoot or order.",
    place: "As a food page, treat {s} as a menu: what to eat, where, and what it costs.",
    food: "As a food page, {s} is home ground: go deep on versions, places and the stories behind them.",
    event: "As a food page, be the {s} menu planner: what to cook, buy and serve, posted before the day.",
    study: "As a food page, make {s} season easier: quick meals and snacks for long study days.",
    game: "As a food page, feed game night: snacks for long {s} sessions.",
    show: "As a food page, recreate the food from {s}, credited, and rate how it turned out.",
  },
};
