import type { Interest } from "../../instagram-niche-finder.form";

/** Four niches per interest, exactly as the product lists them. */
export const NICHES = {
  Fashion: ["Streetwear", "Sustainable Fashion", "Vintage Looks", "Thrift Hauls"],
  Travel: ["Solo Travel", "Budget Backpacking", "Luxury Resorts", "Adventure Travel"],
  Food: ["Home Cooking", "Street Food Reviews", "Healthy Recipes", "Baking"],
  Fitness: ["Home Workouts", "Yoga & Meditation", "Bodybuilding", "Marathon Training"],
  Tech: ["Gadget Reviews", "Programming Tutorials", "Smartphone Photography", "PC Building"],
  Gaming: ["eSports Commentary", "Indie Game Reviews", "Live Streaming", "Retro Gaming"],
  Art: ["Digital Painting", "Watercolor Tutorials", "Sketching", "Pottery"],
  Comedy: ["Stand-up Clips", "Funny Skits", "Meme Reviews", "Pranks"],
  Education: ["Study Tips", "Book Summaries", "Language Learning", "Science Experiments"],
  DIY: ["Home Decor", "Upcycling Clothes", "Crafting", "Woodworking"],
} as const satisfies Readonly<Record<Interest, readonly [string, string, string, string]>>;

export type Niche = (typeof NICHES)[Interest][number];

/** Why a niche is worth building a page on, and the first post that shows what the page is. */
export interface NicheBrief {
  why: string;
  firstPost: string;
}

// One line each, written for the niche itself: who wants it and what makes it work on Instagram,
// then a first post concrete enough to film this week. Prices are the kind an Indian viewer
// recognises; nothing here is a statistic, so nothing needs a source.
export const NICHE_BRIEFS: Readonly<Record<Niche, NicheBrief>> = {
  Streetwear: {
    why: "Drops, sneakers and oversized fits change every month, so there is always a new look to post, and friends send outfits to each other in DMs.",
    firstPost:
      "Style one oversized tee three ways (college, café, night out) and put the price of every piece on screen.",
  },
  "Sustainable Fashion": {
    why: "Plenty of people are tired of haul culture; a page that shows how to buy less and wear more stands out from every other fashion feed.",
    firstPost: "Wear one kurta five ways across a working week and count what you didn't spend.",
  },
  "Vintage Looks": {
    why: "'90s Bollywood and retro styles are instantly recognisable, so every look comes with its own hook and its own nostalgia.",
    firstPost: "Recreate a '90s Bollywood outfit from your mother's wardrobe and show the original next to yours.",
  },
  "Thrift Hauls": {
    why: "Everyone loves a bargain story, and a haul with prices is the kind of post people save before their next market trip.",
    firstPost:
      "Take ₹500 to your city's street market, Sarojini Nagar or Colaba Causeway style, and show everything you bring back with what each piece cost.",
  },
  "Solo Travel": {
    why: "Someone planning a first trip alone wants an honest voice on safety, money and the lonely evenings, and that trust turns into loyal followers.",
    firstPost: "The five things you packed for your first solo trip, and the one thing you wish you had taken.",
  },
  "Budget Backpacking": {
    why: "Students and first-jobbers travel on tight money, and a trip broken down rupee by rupee is the travel post people save and forward.",
    firstPost: "A full weekend in a hill town near you under ₹5,000: tickets, hostel and food, every rupee on screen.",
  },
  "Luxury Resorts": {
    why: "Resorts are a pleasure to look at and expensive to get wrong, so a straight 'worth it or not' helps people decide before they book.",
    firstPost: "A room tour with the price per night in the first second and your honest verdict at the end.",
  },
  "Adventure Travel": {
    why: "Treks, rafting and long rides bring their own drama, so the footage holds attention before you say a word.",
    firstPost: "Your last trek from base to summit in 30 seconds, with what it cost and how fit you really had to be.",
  },
  "Home Cooking": {
    why: "Every home asks 'aaj kya banega?' every day, and a quick recipe made from what is already in the kitchen gets saved and sent to family groups.",
    firstPost: "A 15-minute dinner from dal, rice and one sabzi, shot from above with each step written on screen.",
  },
  "Street Food Reviews": {
    why: "Every city has a lane people argue about, and an honest verdict on a famous stall pulls in comments, tags and visits.",
    firstPost: "Rate the three most famous chaat stalls near you, one honest line and the price of each plate.",
  },
  "Healthy Recipes": {
    why: "Lots of people want to eat better without giving up ghar ka khana, and lighter versions of familiar dishes fill exactly that gap.",
    firstPost: "A high-protein breakfast in under 10 minutes, made only with things from the nearest kirana store.",
  },
  Baking: {
    why: "Baking is made for video (the rise, the cut, the reveal), and birthdays keep people looking for cakes all year.",
    firstPost: "An eggless chocolate cake made in a pressure cooker, for everyone who doesn't own an oven.",
  },
  "Home Workouts": {
    why: "Most people can't reach a gym every day, so routines that need only a mat and a small room fit the way they actually live.",
    firstPost: "A 10-minute, no-equipment routine you can do beside your bed, with every move counted out on screen.",
  },
  "Yoga & Meditation": {
    why: "Back pain, stress and bad sleep are everyday problems, and a calm page people return to becomes part of their routine.",
    firstPost: "Five stretches for anyone who sits at a desk all day, with how long to hold each one.",
  },
  Bodybuilding: {
    why: "Gym-goers follow progress closely, and a real, week-by-week transformation earns more trust than any polished clip.",
    firstPost:
      "Day one of a public progress log: your split, a normal day of eating and an honest look at where you are starting.",
  },
  "Marathon Training": {
    why: "A race has a date and a goal, so followers come along for the whole build-up and cheer on race day.",
    firstPost: "Announce your race, your target time and week one of your plan, then promise an update every Sunday.",
  },
  "Gadget Reviews": {
    why: "Before buying a phone or earbuds people look for someone who uses it the way they would, and a clear verdict with the price gets saved.",
    firstPost: "Three pairs of earbuds under ₹2,000, one test each for calls, music and battery, and one winner.",
  },
  "Programming Tutorials": {
    why: "Students and career switchers need small, clear lessons, and one idea per post is easy to save and come back to before an interview.",
    firstPost:
      "Explain one thing beginners get stuck on, like how a loop works, in under a minute with the code on screen.",
  },
  "Smartphone Photography": {
    why: "Everyone has a phone camera and wants better photos from it, and a before-and-after shows the result at a glance.",
    firstPost: "Three camera settings that make any phone's photos better, with a before-and-after for each.",
  },
  "PC Building": {
    why: "A PC is a big purchase that people research for weeks, and a parts list with prices is the post they keep coming back to.",
    firstPost: "A full gaming PC for one set budget, every part and its price on screen, and the games it runs.",
  },
  "eSports Commentary": {
    why: "Big tournaments draw huge live audiences, and fans want a sharp take on the play they just watched while it is still fresh.",
    firstPost:
      "Break down the best clutch of the last big BGMI or Valorant tournament in 30 seconds: what happened and why it worked.",
  },
  "Indie Game Reviews": {
    why: "Good small games are hard to find, so a voice that keeps finding them gives people a real reason to follow.",
    firstPost: "One indie game that deserves more players, in three reasons and 30 seconds of your own gameplay.",
  },
  "Live Streaming": {
    why: "Going live at the same time every week turns passing viewers into regulars who know each other in the comments.",
    firstPost: "Post your stream schedule with a 20-second clip of the best moment from your last stream.",
  },
  "Retro Gaming": {
    why: "Contra, Mario and the old video game parlour are shared memories for a whole generation, and nostalgia is one of the easiest things to share.",
    firstPost:
      "Play the first level of the game everyone had on their TV game as a kid and ask who still remembers it.",
  },
  "Digital Painting": {
    why: "Time-lapses are satisfying to watch, and other artists follow to learn from seeing every layer.",
    firstPost: "A 30-second time-lapse of one portrait from sketch to final, with your brushes listed in the caption.",
  },
  "Watercolor Tutorials": {
    why: "Watercolour looks hard, and beginners want it broken into small steps they can copy in one sitting.",
    firstPost: "Paint a monsoon sky in five steps with just three colours, and name each colour on screen.",
  },
  Sketching: {
    why: "A pencil and paper are all it takes, so you can post every day, and watching a blank page become a face never gets old.",
    firstPost: "Sketch your neighbourhood chai stall in 15 minutes and speed it up to 30 seconds.",
  },
  Pottery: {
    why: "The wheel is hypnotic to watch and few creators show it, so a steady pottery page has room to stand out.",
    firstPost: "Your first bowl on the wheel, collapse and all: the honest attempt people love to watch.",
  },
  "Stand-up Clips": {
    why: "A tight one-minute bit travels far in DMs, and regular clips build an audience before your first big show.",
    firstPost: "The strongest minute of your set on something every Indian family knows, like relatives at a wedding.",
  },
  "Funny Skits": {
    why: "Everyday moments at home, in hostels and on office calls get shared with 'this is literally you', which brings new viewers every time.",
    firstPost: "A 30-second skit of an Indian mom hearing 'I'm not hungry', playing both parts yourself.",
  },
  "Meme Reviews": {
    why: "Memes change every day, so there is always something new to react to, and followers comment their own favourites.",
    firstPost: "Rate the five most-shared memes of the week out of 10, one line of commentary each.",
  },
  Pranks: {
    why: "A harmless prank with a big reaction gets rewatched and sent around, as long as the person on the other end laughs too.",
    firstPost: "A harmless prank on a sibling or a close friend, posted only after they have seen it and said yes.",
  },
  "Study Tips": {
    why: "Students look for better ways to study every exam season, and a tip they can use tonight gets saved and sent to the whole class group.",
    firstPost: "How you plan one full study day for boards or an entrance exam, with your timetable on screen.",
  },
  "Book Summaries": {
    why: "Plenty of people want the ideas from books they have no time to read, and a sharp summary saves them hours.",
    firstPost: "One book, three lessons, 60 seconds: start with a title your audience has heard of but not read.",
  },
  "Language Learning": {
    why: "Whether it is spoken English, another Indian language or a foreign one, learners want short daily lessons they can practise out loud.",
    firstPost: "Five English phrases for a first job interview, each with the mistake people usually make.",
  },
  "Science Experiments": {
    why: "An experiment with a surprise at the end holds attention to the last second, and teachers and parents pass it on to kids.",
    firstPost: "The egg that floats in salt water: a safe kitchen experiment with the science explained in one line.",
  },
  "Home Decor": {
    why: "Rented rooms and small flats need ideas that are cheap and easy to undo, and before-and-after shots get saved for weekend plans.",
    firstPost: "Make over one corner of your room for under ₹1,000, before and after, with where each thing came from.",
  },
  "Upcycling Clothes": {
    why: "Everyone has a pile of clothes they never wear, and watching one become something new is deeply satisfying.",
    firstPost: "Turn an old dupatta into a tote bag in five steps, no sewing machine needed.",
  },
  Crafting: {
    why: "Festivals, birthdays and school projects keep people looking for craft ideas all year, and each one ends in a finished piece.",
    firstPost: "A Diwali decoration from paper and things already at home, made step by step in 15 minutes.",
  },
  Woodworking: {
    why: "Few creators show woodwork, and watching rough planks become a finished piece is hard to scroll past.",
    firstPost: "Build a phone stand from scrap wood with only basic tools, and list the tools in the caption.",
  },
};

/**
 * "{niche}" is replaced with the suggestion. Niches are plural ("Pranks") as often as singular
 * ("Baking"), so no line makes a verb agree with the niche.
 */
export const ENCOURAGEMENTS = [
  "There is room in {niche} for a fresh voice. Post three times a week for a month and let your comments tell you what to make next. 🚀",
  "Make {niche} your own: your city, your budget, your way of saying things. Bas shuru karo, perfect baad mein ho jayega! ✨",
  "Lots of people like {niche}; very few show up for it every week. Be the one who does. 💪",
  "Start small with {niche}: three posts this week, then double down on whichever one gets saved the most. 📌",
  "Treat your first ten posts on {niche} as practice, not a verdict. The creators people find are the ones who keep going. 🌱",
  "People who follow {niche} love detail. Go one level deeper than everyone else and they will follow you for it. 🔍",
] as const;
