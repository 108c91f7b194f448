import { ideaTemplates } from "../../idea-template";

// Places: cities, states and countries (Goa, Kerala, Thailand), landmarks and markets (Taj Mahal,
// Sarojini Nagar), and venues (a cafe, a hostel room, beaches). "In {s}" and "3 days in {s}" are for
// regions only (never "in Taj Mahal"); the named lines hold for any proper name; venues get their own.
const named = { subject: "named" } as const;
const region = { subject: "region" } as const;
const common = { subject: "common" } as const;

export const PLACE_IDEAS = [
  ...ideaTemplates(["place"], "instagram", [
    [
      "Reel: '{S}: a perfect day'. Sunrise to the last chai, one clip per stop with the time on screen, and every location in the caption. 🌅",
      named,
    ],
    [
      "Carousel: 'Things I wish I knew before visiting {s}'. Timing, tickets, what to wear, getting around and one local tip, one per slide over your own photos. Save-worthy by design.",
      named,
    ],
    [
      "Reel: '{S} on a budget'. Every rupee on screen in the corner as you go and a total at the end. Ask followers to guess it before the reveal. 💸",
      named,
    ],
    [
      "Reel: 'What tourists miss: {s} edition'. Three quieter corners, the best time to go and the chai stall with no board: one clip each, locations in the caption. 📍",
      named,
    ],
    [
      "Carousel: 'How to reach {s}'. Train, bus, flight and road, one slide each with time, cost and comfort, and a verdict on the last.",
      named,
    ],
    [
      "Stories: post {s} as it happens: the morning view, what lunch cost, a 'should I try this?' poll and a quick safety tip. Save it to a Highlight named after the place.",
      named,
    ],
    [
      "Reel: expectation vs reality, {s} edition. The famous photo angle first, then the wide shot of what it really looks like at that moment. Honest beats glossy.",
      named,
    ],
    [
      "Reel: the one-take walk. Start at the most famous corner of {s} and keep walking for 30 seconds without a cut; the one-take feel makes people replay it.",
      named,
    ],
    ["Carousel: '{S}: where to eat'. One dish or place per slide with the price and what to order with it.", named],
    [
      "Reel: 'Locals pick {s}'s best spots'. Ask five people where they'd take a friend, go to each, and stitch their answers to your visits.",
      named,
    ],
    [
      "Reel: the golden-hour shot. Find the best viewpoint {s} has, get there before sunrise or sunset, time-lapse the light, then cut to you with chai. How to get the same shot goes in the caption. 📸",
      named,
    ],
    [
      "Reel series: 'Hidden {s}'. One lesser-known spot per episode, how to get there and the best time to go, numbered so people save the set.",
      named,
    ],
    [
      "Reel: '3 days in {s}'. A day-by-day cut with the real spend on screen for stay, food and travel, and the one thing you'd skip next time. Full itinerary in the caption. 🧳",
      region,
    ],
    [
      "Carousel: 'Packing for {s}'. A flat-lay per category (clothes for the weather, documents, a power bank, a small first-aid kit) and a checklist slide to screenshot.",
      region,
    ],
    [
      "Reel: 'Where locals eat in {s}'. Breakfast, lunch and a late snack at places without an English menu, the bill on screen each time. 🍛",
      region,
    ],
    [
      "Reel: a 20-second {s} tour. Walk in, show the best corner, the view and one detail people wouldn't notice, with the cost or rent on screen.",
      common,
    ],
    [
      "Carousel: '{S}: what's good and what isn't'. An honest list with photos: the best thing, the worst thing, the price and who it suits.",
      common,
    ],
    [
      "Reel: '{S} on a budget'. What it costs to enjoy or set one up, every rupee on screen and a total at the end. 💸",
      common,
    ],
    [
      "Reel: '{S} aesthetic'. Five shots that catch the feel (the light, a texture, one small detail), cut to a slow song, with a question in the caption.",
      common,
    ],
    [
      "Reel: '{S}, before and after'. The first time you saw it next to how it looks now, with one line on what changed.",
      common,
    ],
    [
      "Stories: a 'this or that' series on {s}: two photos per frame, a poll sticker, and the results the next day.",
      common,
    ],
    [
      "Carousel: '{S} checklist'. What to look for before you go, book or move in, one check per slide, and a summary slide to screenshot.",
      common,
    ],
    [
      "Reel: a POV walk-through of {s} at eye level, with on-screen text for what you notice first, second and third.",
      common,
    ],
    [
      "Reel: day vs night. Film {s} in the morning and again after dark from the same spot, and switch between them on the beat.",
      common,
    ],
    [
      "Carousel: '{S}: five photo spots'. Where to stand, when the light is best and a sample photo on each slide.",
      common,
    ],
    [
      "Reel series: '{S} diaries'. A short episode each time you go, or each week you live there: one moment, one cost, one tip.",
      common,
    ],
    [
      "Reel: '{S} hacks'. Five small things that make it better (a seat, a time, a setting, a trick), each shown in a 3-second clip.",
      common,
    ],
    "Reel: '{S} in {place}: worth it?' One visit, the price, the best and worst thing, and a score on screen. Location pinned in the caption. 📍",
  ]),
  ...ideaTemplates(["place"], "youtube", [
    [
      "'{S} travel guide': when to go, how to get there, where to stay at three budgets, what to eat and what to skip, with chapters and a cost table at the end.",
      named,
    ],
    [
      "'{S} on a budget, every rupee tracked': a running total on screen and a full breakdown in the description. 💸",
      named,
    ],
    ["'{S}: ten things most visitors miss': each one filmed, with how to find it and when to go.", named],
    [
      "'{S}: what to eat and where': one dish per chapter, where to get it and what it cost, with an honest score.",
      named,
    ],
    [
      "'{S} mistakes to avoid': bookings, timing, transport and tourist traps, each acted out briefly and then explained.",
      named,
    ],
    [
      "'{S}: expectations vs reality': the famous shots recreated, then what it's really like, crowds and costs included.",
      named,
    ],
    [
      "'A local shows me {s}': let one person who lives nearby plan your day, follow it exactly, and let them narrate why each stop matters.",
      named,
    ],
    [
      "Short: the one-take walk. Thirty seconds through {s} without a cut, with the name and the best time to visit as text.",
      named,
    ],
    [
      "Short: '{S} in three words'. Three clips, three words on screen, and 'what would yours be?' in the title.",
      named,
    ],
    ["'How to reach {s}': train, bus, flight and road compared for time and cost, with a chart at the end.", named],
    ["'{S} in every season': the same spots filmed at different times of year, and which season you'd pick.", named],
    [
      "'Visiting {s} with my parents': their pace, their questions and their verdict, with the practical bits (access, food, rest stops) in chapters. 😄",
      named,
    ],
    [
      "'3 days in {s}': day-by-day, with what each day cost and what you'd change, and the itinerary in the description. 🧳",
      region,
    ],
    ["'Cheapest vs fanciest stay in {s}': a night in each, filmed honestly, and whether the price gap shows.", region],
    [
      "'{S} tour': a real walk-through, not a highlight reel, with chapters for each part and the cost or rent on screen.",
      common,
    ],
    ["'{S} essentials': what makes a good one, what to bring or buy, and what to skip, with prices on screen.", common],
    [
      "'{S}: what to look for before you go, book or move in': a checklist built on camera, with examples of good and bad.",
      common,
    ],
    ["'{S} makeover on a budget': before, during and after, every purchase priced on screen. 🛠️", common],
    [
      "'Living with {s}: the honest pros and cons': each point shown, not just said, with a verdict at the end.",
      common,
    ],
    ["Short: a 20-second {s} tour, one continuous shot, the best detail saved for the last second.", common],
    ["Short: '{S}: one thing nobody tells you', on screen in the first second.", common],
    ["'{S} day vs night': the same spots filmed twice, and what changes after dark.", common],
    ["'{S} aesthetic, recreated on a budget': the look people love, and how to get it for less.", common],
    ["'{S} diaries': a week of short moments cut into one calm video, with voice-over.", common],
    ["'Answering your {s} questions': from comments and community posts, ten answers with timestamps.", common],
    [
      "'The best {s}{where}, ranked': three to five visits, the same five points scored for each, and a verdict table.",
      common,
    ],
    "'{S} in {place}: the full guide': how to get there, when to go, what it costs and what to skip, with chapters. 📍",
  ]),
];
