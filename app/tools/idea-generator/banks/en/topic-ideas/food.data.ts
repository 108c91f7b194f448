import { ideaTemplates } from "../../idea-template";

// Dishes, drinks and cuisines. Cooking ideas go only to what people make at home (the reader's
// howTo: biryani, chai, ghar ka khana); hunting-down ideas only to what they go out for (street
// food, momos in Kolkata). The rest fit both.
const make = { howTo: true } as const;
const out = { howTo: false } as const;

export const FOOD_IDEAS = [
  ...ideaTemplates(["food"], "instagram", [
    "Reel: '{S}, rated honestly'. Try it at three places in one day, order the same thing each time, and put a score out of 10 and the price on screen. End by asking followers where you should go next. 🍽️",
    "Carousel: 'Everything about {s} in 8 slides': where it comes from, how it changes from region to region, what goes with it and the one mistake people make. A photo on every slide and a 'save this' slide at the end.",
    "Reel: the sound-only cut. Film {s} with no talking, just its own sounds up close (whatever sizzles, pours or crunches), natural light, and the details in the caption for anyone who wants to try it. 🎧",
    "Reel: 'My family rates {s}'. Hand it to everyone at home, film each reaction in one take, and put their scores on screen. The harshest critic gets the last word. 😂",
    "Carousel: '{S}, five ways'. One regional or modern version per slide with a photo, what makes it different and where you had it or how you made it.",
    "Stories: a 'which one tonight?' poll between two kinds of {s}, then film the winner being made or bought and share the verdict the same evening. Save it all to a Highlight named after the dish.",
    [
      "Reel: a 30-second {s} recipe. Quantities on screen, one shot per step, the finished dish first so people stay, and the full recipe in the caption so they save it. 👩‍🍳",
      make,
    ],
    [
      "Reel: 'Mummy's {s} vs mine'. Cook it side by side with the same ingredients laid out, then a blind taste test by the family, with the verdict on screen.",
      make,
    ],
    [
      "Carousel: the {s} recipe card. The finished dish on the cover, ingredients on slide two, one step per slide after that, and a 'common mistakes' slide before the last.",
      make,
    ],
    [
      "Reel: '{S}, three ways': the classic, a quick weekday version and a lighter one, each under 20 seconds, with the time each took on screen.",
      make,
    ],
    [
      "Reel: 'Restaurant vs homemade {s}'. Order it, make it, and compare taste, time and cost on screen. Let the comments pick the winner.",
      make,
    ],
    [
      "Reel series: '{S} fixes'. Each episode solves one thing that goes wrong (too bland, wrong texture, not enough flavour) with a 10-second fix, numbered so people binge the set.",
      make,
    ],
    [
      "Reel series: 'Is it worth the hype?' Each week, one famous spot for {s}{where}: the queue, the price, the first taste and an honest yes or no. Pin a comment asking for the next place.",
      out,
    ],
    [
      "Reel: the {s} trail. Walk one street or market, stop at every stall that serves it, prices on screen and a map pin for each in the caption. 📍",
      out,
    ],
    [
      "Reel: '{S} under ₹100'. How far does a small budget go? Three options, the price on screen for each, and a clear winner at the end. 💸",
      out,
    ],
    [
      "Carousel: 'Where to find the best {s}{where}'. One place per slide with a photo, what to order, the price and the timings, and the list of map pins on the last slide.",
      out,
    ],
    [
      "Reel: 'First time trying {s}'. Take a friend who's never had it, film the first taste in slow motion, and let their face be the hook.",
      out,
    ],
    [
      "Reel: the regular's order. Ask the person behind the counter what regulars have with {s}, order exactly that, and put the combo in the caption.",
      out,
    ],
  ]),
  ...ideaTemplates(["food"], "youtube", [
    "'{S}: the complete guide': where it comes from, the regional versions, what goes with it and how to tell a good one from a bad one. Chapters for each part, and the real thing on screen throughout.",
    "'I tried {s} at five places': the same order everywhere, a score on screen after each and a final ranking table, with every address in the description. 🍽️",
    "'Rating every kind of {s} I could find': a tier list built on camera, each entry tasted on screen, and a pinned comment asking viewers what you missed.",
    "Short: the first taste of {s} in slow motion, with one line of text on what makes it special. Loop the end into the start so it replays.",
    "Short: '{S} in 30 seconds': from the first step to the first taste, sped up, with the one detail people don't know as on-screen text.",
    "'My family tries {s} blind': no labels, three versions, every reaction on camera and a scoreboard at the end. 😂",
    "'The story of {s}': how it travelled and changed across India, told over the versions you've lined up to taste, with sources for the history in the description.",
    [
      "'{S} recipe, step by step': quantities on screen, chapters for prep, cooking and serving, and the mistakes to avoid said out loud before they happen. 👩‍🍳",
      make,
    ],
    [
      "'Restaurant-style {s} at home': order it first, then recreate it, and compare taste, time and cost in a table at the end.",
      make,
    ],
    [
      "'{S} three ways, for three budgets': a quick version, an everyday one and a festive one, with the cost of each on screen.",
      make,
    ],
    [
      "Short: {s} in one minute. Top-down shot, ingredients landing on the beat, and the finished dish in the first second so people stay to see how.",
      make,
    ],
    [
      "'Mummy teaches me {s}': she cooks, you copy, and a split screen shows how far off you are. Her tips become the chapters.",
      make,
    ],
    [
      "'{S} food walk{where}': one street, every stall that serves it, the price and a score for each, and the route mapped in the description.",
      out,
    ],
    [
      "'Is the famous {s} spot worth the queue?': film the wait, the price, the first taste and an honest verdict, then compare it with a cheaper place nearby.",
      out,
    ],
    [
      "'Cheap vs fancy {s}': one budget option and one expensive one, tasted back to back, and an honest answer on whether the price gap shows.",
      out,
    ],
    [
      "Shorts series: one {s} spot a day{where}, under 30 seconds each: what to order, the price and a one-word verdict.",
      out,
    ],
    [
      "'Taking a first-timer for {s}': someone who's never had it, three places, and their honest reactions at each. 😄",
      out,
    ],
  ]),
];
