import type { Fit } from "~/lib/text/template-fit";

/**
 * A post's opening: a first line that names the topic, then a line that asks for something.
 * `{topic}` is the subject with its place ("Delhi street food"), in its own casing; `{Topic}` the
 * same where a sentence opens with it (a capital only for plain lower-case words).
 *
 * How the topic sits: after a colon, before "edition"/"notes"/"fans" (a noun used as a label:
 * "cat people", "gym days"), or in a Hinglish phrase. Never after "the", "a" or "about", which a
 * bare "cat" or "phone" would break.
 */
export interface PostTemplate {
  fit: Fit;
  text: string;
}

const ANY = "any" as const;
const NO_FORMAT = [null] as const;

const t = (fit: Fit, text: string): PostTemplate => ({ fit, text });

/** For words nothing knows: honest lines that promise nothing about what the topic is. */
const GENERAL: PostTemplate[] = [
  "On my mind lately: {topic} 💭\nTell me your take in the comments 👇",
  "{Topic}, in one post ✨\nKuch add karna ho toh comments mein batao.",
  "This one's for the {topic} crowd 🙌\nTag the friend who'll get it.",
  "Filed under {topic} 🗂️\nSave it for later, or send it to someone who needs it today.",
  "Current mood: {topic} ✨\nSame? Drop a 🙋 below.",
  "Today's post is all {topic} 📍\nSave it, share it, or tell me what I missed.",
].map((text) => t({ kinds: ANY, formats: ANY, fallback: true }, text));

const PRODUCT: PostTemplate[] = [
  "Quick take: {topic} 👀\nWorth it ya skip? Comments mein batao 👇",
  "{Topic}: the hype vs what you actually get 🔍\nAsk me anything about it below.",
  "Buying guide energy: {topic} 🛒\nSave this for your next sale-season shopping.",
  "{Topic}, minus the marketing: the details that matter 📝\nWhat are you using right now? Batao 👇",
  "Paisa vasool or not? {Topic} 💸\nVote in the comments: ✅ or ❌",
].map((text) => t({ kinds: ["product"], formats: NO_FORMAT }, text));

const BRAND: PostTemplate[] = [
  "Brand check: {topic} 🔍\nHit or miss for you? Batao 👇",
  "Let's talk {topic} 💬\nWhat's the one thing they get right?",
  "{Topic} fans, this one's for you 🙌\nWhat should I try next from them? Comments mein batao.",
  "My honest thoughts on {topic} 💭\nAgree? Disagree? Let's hear it 👇",
  "Overrated or underrated: {topic}? ⚖️\nPick a side in the comments.",
].map((text) => t({ kinds: ["brand"], formats: NO_FORMAT }, text));

const REGION: PostTemplate[] = [
  "{Topic} diaries 📍\nSave this for your next trip and tag your travel buddy 🧳",
  "If {topic} isn't on your list yet, this might change that ✈️\nSave it for the trip you keep postponing.",
  "Postcards from {topic} 📸\nBeen here? Tell me your favourite spot 👇",
  "{Topic}, you have my heart 🤍\nWhere should I go next? Suggestions welcome.",
  "Trip plan sorted: {topic} 🗺️\nKaun kaun chal raha hai? Tag karo 👇",
].map((text) => t({ kinds: ["place"], formats: NO_FORMAT, needs: ["region"] }, text));

const VENUE: PostTemplate[] = [
  "Spot check: {topic} 📍\nWould you go? Yes or no in the comments 👇",
  "Saving this for my next day out: {topic} 📌\nTag the friend you'd take along.",
  "{Topic}, first impressions 👀\nBeen here? Tell me what I missed.",
  "The kind of place you plan a whole day around: {topic} ☀️\nWhat would you do here first?",
].map((text) => t({ kinds: ["place"], formats: NO_FORMAT, needs: ["venue"] }, text));

/** Any food, cooked or eaten out. */
const FOOD: PostTemplate[] = [
  "Food mood today: {topic} 😋\nKya khaya aaj? Batao comments mein 👇",
  "Can never say no to {topic} 🤤\nTag the person you'd share this with (or not 😅)",
].map((text) => t({ kinds: ["food"], formats: NO_FORMAT }, text));

const EATEN_OUT: PostTemplate[] = [
  "Food walk mode on: {topic} 😋\nWhat's the one thing I must try next? 👇",
  "Plate by plate: {topic} 🍽️\nRate this spread out of 10 in the comments.",
  "Kuch bhi bolo, {topic} ka koi comparison nahi 🤤\nTag the friend who's always up for a food walk.",
  "Saving this for the next cheat day: {topic} 📌\nWhere's your favourite place for it?",
  "Diet can wait. {Topic} can't 😅\nWho's coming with me next time?",
].map((text) => t({ kinds: ["food"], formats: NO_FORMAT, needs: ["eatenOut"] }, text));

const HOME_FOOD: PostTemplate[] = [
  "Ghar pe banao, restaurant bhool jao: {topic} 🍳\nWant the full recipe? Say so in the comments 👇",
  "Comfort food, sorted: {topic} 🤍\nHow does your family make it? Every ghar has its own version.",
  "Made from scratch: {topic} 🙌\nSave it for the day you actually have time to cook.",
  "{Topic}, ghar wala version 🏠\nHow close is this to the way your family makes it?",
  "Kitchen diaries: {topic} 🍳\nSave it, try it, and tell me how it turned out.",
].map((text) => t({ kinds: ["food"], formats: [null, "recipe"], needs: ["howTo"] }, text));

const ACTIVITY: PostTemplate[] = [
  "{Topic} notes I wish I'd had on day one 📝\nSave this and come back to it.",
  "Small {topic} habits that actually add up 🔁\nWhich one are you starting with?",
  "{Topic} days hit different ✨\nWhat made you start? Batao 👇",
  "Beginner ho? Start here: {topic} 🚀\nSend this to the friend who keeps saying 'kal se'.",
  "Common {topic} mistakes, and easy fixes 🔧\nGuilty of any? Be honest 😅",
  "Progress over perfection, {topic} edition 🌱\nWhere are you in your journey?",
].map((text) => t({ kinds: ["activity"], formats: NO_FORMAT, needs: ["howTo"] }, text));

/** Something done somewhere ("garba in Gujarat"): an experience, not a lesson. */
const EXPERIENCE: PostTemplate[] = [
  "{Topic}, and a day well spent ☀️\nWhat's your version of a perfect day out?",
  "Memories from {topic} 📸\nTag who you'd bring next time 👇",
  "Nothing beats {topic} 🙌\nAgree? Tag the person you'd go with.",
].map((text) => t({ kinds: ["activity"], formats: NO_FORMAT, avoids: ["howTo"] }, text));

const PET: PostTemplate[] = [
  "{Topic} parents, this one's for you 🐾\nDrop a pic of yours in the comments 👇",
  "Daily dose of {topic} cuteness 🥰\nDouble-tap if this made your day.",
  "{Topic} life: zero plans, full chaos 😅\nWhat's the funniest thing yours has done?",
  "Things only {topic} people will understand 🐾\nTag a fellow {topic} person 👇",
  "Pet tax paid: {topic} edition 📸\nYour turn: post your pet tax in the comments.",
].map((text) => t({ kinds: ["animal"], formats: NO_FORMAT, avoids: ["wild", "stray"] }, text));

/** Street dogs and strays: looked after by a neighbourhood, nobody's pet. */
const STRAY: PostTemplate[] = [
  "Neighbourhood heroes: {topic} 🐾\nKeep a bowl of water outside this summer. Share if you agree.",
  "Feeding time: {topic} 🤍\nDo you feed the ones near your home? Tell me their names 👇",
  "Kindness check: {topic} 🐾\nA little food, clean water, and a vet's number saved. Pass it on.",
].map((text) => t({ kinds: ["animal"], formats: NO_FORMAT, needs: ["stray"] }, text));

const WILD: PostTemplate[] = [
  "Spotted in the wild: {topic} 🌿\nHave you seen them up close? Tell me where 👇",
  "Nature doing its thing: {topic} 🌳\nSave this for your next safari plan.",
  "Respect from a distance: {topic} 🐾\nHow do you feel about wildlife tourism? Let's talk.",
].map((text) => t({ kinds: ["animal"], formats: NO_FORMAT, needs: ["wild"] }, text));

/** Any person, a name or a role: a Devanagari subject cannot say which it is. */
const PERSON: PostTemplate[] = [
  "Appreciation post: {topic} 🙌\nWhat do you love most? Comments mein batao.",
  "Some people make every day better: {topic} 🤍\nTag yours 👇",
].map((text) => t({ kinds: ["person"], formats: NO_FORMAT }, text));

const NAMED_PERSON: PostTemplate[] = [
  "Your all-time favourite {topic} moment? 🙌\nComments mein batao, let's relive it.",
  "There's only one {topic} 🐐\nAgree or disagree? Keep it respectful 😄",
  "Fan moment: {topic} ✨\nTag the biggest {topic} fan you know 👇",
  "Some {topic} moments live rent-free in my head 🔁\nWhich one is yours? Comments mein batao 👇",
].map((text) => t({ kinds: ["person"], formats: NO_FORMAT, needs: ["named"] }, text));

/** A role or a kind of person: mom, teacher, student, couple. */
const ROLE: PostTemplate[] = [
  "Appreciation post for the {topic} in our lives 🤍\nTag yours 👇",
  "{Topic} life, unfiltered 📸\nRelatable? Tag someone who gets it 👇",
  "A day in the life, {topic} edition ☀️\nWhat does your day look like? Batao 👇",
  "{Topic} problems, explained in one post 😅\nTag someone who'll relate.",
].map((text) => t({ kinds: ["person"], formats: NO_FORMAT, avoids: ["named", "latinless"] }, text));

const EVENT: PostTemplate[] = [
  "{Topic} mode: ON ✨\nHow are you celebrating this year? Batao 👇",
  "All the feels of {topic} in one frame 🤍\nTag the people you're celebrating with.",
  "Har saal wahi excitement: {topic} 🎊\nWhat's your favourite part? Comment karo 👇",
].map((text) => t({ kinds: ["event"], formats: NO_FORMAT }, text));

const OCCASION: PostTemplate[] = ["{Topic} prep, one list at a time 📝\nWhat's one thing you never skip?"].map((text) =>
  t({ kinds: ["event"], formats: NO_FORMAT, avoids: ["sport"] }, text),
);

const FESTIVAL: PostTemplate[] = ["Countdown to {topic} begins ⏳\nWhat's on your must-do list this time?"].map(
  (text) => t({ kinds: ["event"], formats: NO_FORMAT, needs: ["named"], avoids: ["sport"] }, text),
);

const TOURNAMENT: PostTemplate[] = [
  "Match day feels: {topic} 🏆\nWho are you backing? Comments mein batao 👇",
  "{Topic} season is a whole personality 😅\nYour team, in one emoji 👇",
].map((text) => t({ kinds: ["event"], formats: NO_FORMAT, needs: ["sport"] }, text));

/**
 * The subject may carry its own "preparation" or "ki taiyari" (the reader keeps them: "NEET ki
 * taiyari"), so no line adds "prep" or "preparing for" of its own.
 */
const STUDY: PostTemplate[] = [
  "{Topic}, one day at a time 📚\nWhat are you studying today? Drop it below 👇",
  "Consistency beats cramming: {topic} edition 🎯\nSave this and read it when motivation dips.",
  "Notes, revision, repeat: {topic} mode 📖\nTag your study buddy 👇",
  "Your {topic} doubts, answered one post at a time ✍️\nDrop your question below 👇",
].map((text) => t({ kinds: ["study"], formats: NO_FORMAT }, text));

const EXAM: PostTemplate[] = [
  "{Topic}: start with the syllabus, not the toppers' timetables 📋\nWhat's working for you so far?",
  "{Topic} ke liye ek reminder: you're closer than you think 🤍\nSave this for a tough day.",
].map((text) => t({ kinds: ["study"], formats: NO_FORMAT, needs: ["exam"] }, text));

const SUBJECT_STUDY: PostTemplate[] = [
  "{Topic}, made less scary 🧠\nWhich topic should I break down next?",
  "Practice over perfection: {topic} 📚\nSave this for your next revision.",
].map((text) => t({ kinds: ["study"], formats: NO_FORMAT, avoids: ["exam"] }, text));

const GAME: PostTemplate[] = [
  '"Bas ek last match" — every {topic} player ever 😅\nTag the friend who says this every time 👇',
  "Clutch or choke? {Topic} edition 🔥\nRate this out of 10 in the comments.",
  "Weekend plans? {Topic}. That's it, that's the post 🎮\nWho's in?",
].map((text) => t({ kinds: ["game"], formats: NO_FORMAT }, text));

const VIDEO_GAME: PostTemplate[] = ["{Topic} squad, where you at? 🎮\nDrop your in-game name in the comments 👇"].map(
  (text) => t({ kinds: ["game"], formats: NO_FORMAT, needs: ["videoGame"] }, text),
);

const SHOOTER: PostTemplate[] = ["{Topic} settings I'd never change ⚙️\nWhat's your sensitivity? Drop it below 👇"].map(
  (text) => t({ kinds: ["game"], formats: NO_FORMAT, needs: ["shooter"] }, text),
);

const SHOW: PostTemplate[] = [
  "Still not over {topic} 🍿\nWhat's your favourite part? Batao 👇",
  "Hot take incoming: {topic} 🔥\nAgree, or fight me in the comments 😄",
  "If you haven't checked out {topic} yet, this is your sign ✨\nAlready a fan? Tell me why 👇",
  "Rating {topic} out of 10. What's yours? ⭐\nComments mein apni rating do.",
  "{Topic} fans, assemble 🙌\nWhat got you hooked in the first place?",
].map((text) => t({ kinds: ["show"], formats: NO_FORMAT }, text));

const FIELD: PostTemplate[] = [
  "{Topic}, minus the jargon 💡\nWhat should I simplify next? Comments mein batao.",
  "One {topic} lesson worth saving 📌\nWhat's the best advice you've got on this?",
  "Unpopular {topic} opinion, let's discuss 👀\nAgree? Disagree? Let's talk below.",
  "{Topic} talk, no gyaan overload 🙏\nWhat do you wish someone had told you earlier?",
  "{Topic} check: what's actually worth your time ⏳\nWhat's your go-to source for this?",
].map((text) => t({ kinds: ["field"], formats: NO_FORMAT }, text));

// ── Formats: what the keyword says the post is (a review, a vlog, a recipe …) ──

const REVIEW: PostTemplate[] = [
  "Honest review: {topic} ⭐\nWould you pick it? Yes or no in the comments 👇",
  "The good, the bad and the annoying: {topic} 🔍\nAsk me anything about it below.",
  "{Topic}: worth the hype or not? 🤔\nDrop your verdict before you read mine 👇",
].map((text) => t({ kinds: ANY, formats: ["review"] }, text));

const BUY_REVIEW: PostTemplate[] = ["{Topic}: paisa vasool ya nahi? 💸\nYour verdict first, then mine 👇"].map((text) =>
  t({ kinds: ["product", "brand", "food", "place"], formats: ["review"] }, text),
);

const SPEC_REVIEW: PostTemplate[] = ["Spec sheet vs real life: {topic} 🔍\nWhat matters most to you when you buy?"].map(
  (text) => t({ kinds: ["product"], formats: ["review"] }, text),
);

const SHOW_REVIEW: PostTemplate[] = [
  "Spoiler-free review: {topic} ✍️\nHow did you feel about the ending?",
  "{Topic}: hit, miss, or somewhere in between? 🤔\nAlready on it? Rate it out of 10 👇",
].map((text) => t({ kinds: ["show"], formats: ["review"] }, text));

const TASTE_REVIEW: PostTemplate[] = ["Tried, tasted, rated: {topic} 😋\nWorth a visit? Tell me if you've been 👇"].map(
  (text) => t({ kinds: ["food", "place"], formats: ["review"] }, text),
);

const UNBOXING: PostTemplate[] = [
  "Unboxing: {topic} 📦\nWhat should I test first? Comments mein batao 👇",
  "It's here! {Topic}, fresh out of the box ✨\nFirst impressions in the comments, ask away 👇",
  "Box khulte hi: {topic} 📦\nGuess what's inside before you swipe 👀",
].map((text) => t({ kinds: ANY, formats: ["unboxing"] }, text));

const COMPARISON: PostTemplate[] = [
  "{Topic}: kaun jeeta? ⚖️\nPick your side in the comments 👇",
  "Head to head: {topic} 🥊\nWhich one would you pick, and why?",
  "The debate that never ends: {topic} 🔥\nChoose wisely 😄 Comment your pick.",
].map((text) => t({ kinds: ANY, formats: ["comparison"] }, text));

const BUY_COMPARISON: PostTemplate[] = [
  "Same budget, different story: {topic} 💸\nWhich one's going in your cart?",
].map((text) => t({ kinds: ["product", "brand"], formats: ["comparison"] }, text));

const RECIPE: PostTemplate[] = [
  "Recipe alert: {topic} 🍳\nSave it now, thank me at dinner time 😄",
  '{Topic}, ghar pe, bina kisi jhanjhat ke 🙌\nComment "recipe" if you want the full method.',
  "Save this {topic} recipe for later 📌\nTried it? Tell me how it turned out 👇",
].map((text) => t({ kinds: ["food"], formats: ["recipe", "tutorial"], needs: ["howTo"] }, text));

/** Every kind but food, whose how-tos are recipes. */
const NOT_FOOD = [
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
] as const;

const TUTORIAL: PostTemplate[] = [
  "Step by step: {topic} ✍️\nSave this and try it today. Questions? Drop them below 👇",
  "{Topic} for absolute beginners 🚀\nSend this to the friend who keeps saying 'kal se pakka'.",
].map((text) => t({ kinds: NOT_FOOD, formats: ["tutorial", "recipe"], needs: ["howTo"] }, text));

/** "Learn …" reads for a skill or a language, not for "UPSC ki taiyari" or "padhai" (that is the learning itself). */
const LEARN: PostTemplate[] = [
  "How I'd learn {topic} if I started today 💡\nSave it and start small.",
  "Learn {topic} with me, one post at a time 📚\nWhat should the next one cover?",
].map((text) => t({ kinds: NOT_FOOD, formats: ["tutorial", "recipe"], needs: ["howTo"], avoids: ["prep"] }, text));

const VLOG: PostTemplate[] = [
  "Come along: {topic} 🎥\nThe full vlog is up, link in bio 🔗",
  "A little {topic} diary 📓\nWhich moment was your favourite?",
  "Unplanned, unfiltered: {topic} 🎬\nThe new vlog is live. Watch it and tell me what you think 👇",
].map((text) => t({ kinds: ANY, formats: ["vlog"] }, text));

const TRIP_VLOG: PostTemplate[] = ["{Topic} trip dump 📸\nWhere should I go next?"].map((text) =>
  t({ kinds: ["place"], formats: ["vlog"], needs: ["region"] }, text),
);

const FOOD_VLOG: PostTemplate[] = ["Eating my way through {topic} 😋\nWhat did I miss? Tell me for next time 👇"].map(
  (text) => t({ kinds: ["food"], formats: [null, "vlog"], needs: ["eatenOut", "withPlace"] }, text),
);

const HAUL: PostTemplate[] = [
  "Haul time: {topic} 🛍️\nWhich piece would you keep? Tell me 👇",
  "Shopping bag reveal: {topic} 🛍️\nRate this haul out of 10 👇",
  "{Topic} haul, no regrets (mostly) 😅\nWant the links? Ask in the comments.",
].map((text) => t({ kinds: ANY, formats: ["haul"] }, text));

const TIPS: PostTemplate[] = [
  "{Topic} tips I wish I'd known earlier 💡\nSave this for later 📌",
  "{Topic} tips that actually work ✅\nWhich one are you trying first?",
  "Steal these {topic} hacks 🔥\nGot a better one? Drop it below 👇",
  "Small {topic} changes, big difference 🔧\nSend this to someone who needs it.",
].map((text) => t({ kinds: ANY, formats: ["tips"] }, text));

const CHALLENGE: PostTemplate[] = [
  "{Topic} challenge: accepted ✅\nShould I do it again? Comment YES 👇",
  "Tried the {topic} challenge so you don't have to 😅\nShould I try the next level?",
  "Your turn: {topic} challenge 💯\nTag someone who'd never back down 👇",
].map((text) => t({ kinds: ANY, formats: ["challenge"] }, text));

const GRWM: PostTemplate[] = [
  "GRWM for {topic} 🪞\nOutfit or makeup: which one should I break down?",
  "Getting ready for {topic}, come along ✨\nRate the final look out of 10 👇",
].map((text) => t({ kinds: ANY, formats: ["grwm"], avoids: ["formatOnly"] }, text));

/** "grwm" alone: the reader's subject is "getting ready", so the line opens with it. */
const GRWM_ONLY: PostTemplate[] = [
  "{Topic} with me, slow and easy ☕\nWhat's the one step you never skip?",
  "Morning chaos, a.k.a. {topic} 😅\nHow long does yours take? Be honest 👇",
].map((text) => t({ kinds: ANY, formats: ["grwm"], needs: ["formatOnly"] }, text));

const STUDY_WITH_ME: PostTemplate[] = [
  "Study with me: {topic} edition ⏱️\nWhat are you studying today? Drop it below 👇",
  "Focus mode on for {topic} 🎧\nJoin me for the next session, phone face down 📵",
].map((text) => t({ kinds: ["study", "activity"], formats: ["study-with-me"], avoids: ["formatOnly"] }, text));

const STUDY_WITH_ME_ONLY: PostTemplate[] = [
  "{Topic} with me: phone away, timer on ⏱️\nWhat are you working on today? Drop it below 👇",
  "Quiet {topic} session, come sit with me 🎧\nPhone face down, let's go 📵",
].map((text) => t({ kinds: ["study", "activity"], formats: ["study-with-me"], needs: ["formatOnly"] }, text));

const TOUR: PostTemplate[] = [
  "Welcome to my {topic} 👀\nWhich corner is your favourite?",
  "{Topic} tour, as promised ✨\nAsk me anything about it in the comments 👇",
  "A quick tour: {topic} 📍\nWhat would you change first?",
].map((text) => t({ kinds: ANY, formats: ["tour"] }, text));

const TRAVEL_GUIDE: PostTemplate[] = [
  "Save this for your {topic} trip 🗺️\nSend it to the person you're going with 👇",
  "{Topic}, planned for you: where to stay, what to eat, what to skip 📋\nQuestions? Ask below 👇",
  "The {topic} itinerary I'd hand my best friend 🧳\nTag yours and start planning 👇",
].map((text) => t({ kinds: ["place"], formats: ["travel-guide"] }, text));

const FIRST_TRIP: PostTemplate[] = [
  "First time in {topic}? Start here 📍\nSave it for when you finally book those tickets 🎟️",
].map((text) => t({ kinds: ["place"], formats: ["travel-guide"], needs: ["region"] }, text));

const REACTION: PostTemplate[] = [
  "My honest reaction: {topic} 😱\nWhat was yours? Tell me below 👇",
  "Reacting to {topic} so you don't have to 😅\nDid it live up to the hype for you?",
].map((text) => t({ kinds: ANY, formats: ["reaction"] }, text));

const HIGHLIGHTS: PostTemplate[] = [
  "Highlights: {topic} 🔥\nBest moment? Batao comments mein 👇",
  "{Topic}, in the moments that mattered ⚡\nWhich one gave you goosebumps?",
  "Missed {topic}? Here's what happened 📋\nShare it with the friend who missed it too.",
].map((text) => t({ kinds: ANY, formats: ["highlights"] }, text));

const GAMEPLAY: PostTemplate[] = [
  "Gameplay drop: {topic} 🎮\nRate this out of 10, be honest 😄",
  "Just one more round of {topic}, they said 😅\nWho else says this every night?",
].map((text) => t({ kinds: ["game"], formats: ["gameplay"] }, text));

const VIDEO_GAMEPLAY: PostTemplate[] = [
  "{Topic} gameplay, no edits, no excuses 🔥\nDrop your in-game name if you want to play together 👇",
].map((text) => t({ kinds: ["game"], formats: ["gameplay"], needs: ["videoGame"] }, text));

const IDEAS: PostTemplate[] = [
  "{Topic} ideas to save for later 📌\nWhich one are you trying first?",
  "Need inspiration? {Topic}, sorted ✨\nSave this for the next time you're stuck.",
  "Ideas board: {topic} 💡\nWhich would you pick? Comment your favourite 👇",
].map((text) => t({ kinds: ANY, formats: ["ideas"] }, text));

const EXPLAINED: PostTemplate[] = [
  "{Topic}, explained simply 💡\nWhat should I explain next? Batao 👇",
  "{Topic} samjho in one post 🧠\nSave it for your next doubt.",
  "No jargon, just {topic} 📖\nWhat part still doesn't make sense? Ask below 👇",
].map((text) => t({ kinds: ANY, formats: ["explained"] }, text));

const SPOILER_EXPLAINED: PostTemplate[] = [
  "Spoilers ahead: {topic}, explained 🍿\nWhat's your theory? Comments mein batao 👇",
].map((text) => t({ kinds: ["show"], formats: ["explained"] }, text));

/**
 * Every opening, each with the readings it is written for. The general ones are used only where
 * nothing more specific fits.
 */
export const POST_TEMPLATES: readonly PostTemplate[] = [
  ...PRODUCT,
  ...BRAND,
  ...REGION,
  ...VENUE,
  ...FOOD,
  ...EATEN_OUT,
  ...HOME_FOOD,
  ...ACTIVITY,
  ...EXPERIENCE,
  ...PET,
  ...STRAY,
  ...WILD,
  ...PERSON,
  ...NAMED_PERSON,
  ...ROLE,
  ...EVENT,
  ...OCCASION,
  ...FESTIVAL,
  ...TOURNAMENT,
  ...STUDY,
  ...EXAM,
  ...SUBJECT_STUDY,
  ...GAME,
  ...VIDEO_GAME,
  ...SHOOTER,
  ...SHOW,
  ...FIELD,
  ...REVIEW,
  ...BUY_REVIEW,
  ...SPEC_REVIEW,
  ...SHOW_REVIEW,
  ...TASTE_REVIEW,
  ...UNBOXING,
  ...COMPARISON,
  ...BUY_COMPARISON,
  ...RECIPE,
  ...TUTORIAL,
  ...LEARN,
  ...VLOG,
  ...TRIP_VLOG,
  ...FOOD_VLOG,
  ...HAUL,
  ...TIPS,
  ...CHALLENGE,
  ...GRWM,
  ...GRWM_ONLY,
  ...STUDY_WITH_ME,
  ...STUDY_WITH_ME_ONLY,
  ...TOUR,
  ...TRAVEL_GUIDE,
  ...FIRST_TRIP,
  ...REACTION,
  ...HIGHLIGHTS,
  ...GAMEPLAY,
  ...VIDEO_GAMEPLAY,
  ...IDEAS,
  ...EXPLAINED,
  ...SPOILER_EXPLAINED,
  ...GENERAL,
];
