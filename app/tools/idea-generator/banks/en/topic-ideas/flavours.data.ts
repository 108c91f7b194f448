import { type IdeaRow, ideaTemplates } from "../../idea-template";

// The same kind of topic is done very differently: cricket is drilled, skincare is layered, mehndi
// is drawn. The topic map says which side of an activity (or field) a keyword is on; these ideas
// speak to that side, on top of the kind's own.
const sport = { flavours: ["sport"] } as const;
const fitness = { flavours: ["fitness"] } as const;
const style = { flavours: ["style"] } as const;
const craft = { flavours: ["creative", "festival"] } as const;
const performing = { flavours: ["performing"] } as const;
const outdoors = { flavours: ["travel"] } as const;
const money = { flavours: ["money"] } as const;

const ACTIVITY_INSTAGRAM: readonly IdeaRow[] = [
  [
    "Reel: one {s} drill that fixed a weakness, shown before and after from the same angle, with the drill written out in the caption. 🎯",
    sport,
  ],
  [
    "Reel: 'Gully vs academy, {s} edition'. The same moment played both ways, side by side, and a poll on which one raised you. 😂",
    sport,
  ],
  [
    "Carousel: '{S} rules people still get wrong'. One rule per slide with a simple diagram, and the official rulebook linked in the caption.",
    sport,
  ],
  [
    "Reel: match-day routine. What you eat, pack and do before a {s} match, in quick cuts with the time on screen.",
    sport,
  ],
  [
    "Reel: a beginner {s} session people can follow along with, every move named on screen and the full plan in the caption. 💪",
    fitness,
  ],
  [
    "Carousel: 'Form check: {s}'. The common mistakes, one per slide with the fix, and a reminder to stop if something hurts.",
    fitness,
  ],
  [
    "Reel: '{S} progress, honestly'. Monthly clips from the same angle, what changed and what didn't, and no body-shaming before-and-afters.",
    fitness,
  ],
  [
    "Reel: what you eat on a day with {s}, simple home food with quantities in the caption, and a note that it's your routine, not a diet plan.",
    fitness,
  ],
  [
    "Reel: your {s} routine in order, one product or step per cut, named on screen, with your skin or hair type in the caption so people know if it suits theirs.",
    style,
  ],
  ["Carousel: '{S} for beginners on a budget'. One step per slide with an affordable pick and what it does.", style],
  ["Reel: '{S}: would repurchase vs regret'. Three of each, prices on screen, honest reasons.", style],
  [
    "Reel: one {s} look three ways (everyday, office, festive), a transition each, with the steps in the caption. ✨",
    style,
  ],
  [
    "Reel: the full {s} process as a time-lapse, the finished piece in the first second and the time it took on screen. ✨",
    craft,
  ],
  ["Carousel: '{S} ideas for beginners'. Five easy ones, one per slide, with the steps drawn or photographed.", craft],
  [
    "Reel: a viral {s} design recreated in your own style, side by side with the original, credited in the caption.",
    craft,
  ],
  [
    "Reel: your {s} tools laid out top-down, what each one is for, and the cheaper option that works just as well.",
    craft,
  ],
  ["Reel: one {s} piece learnt in a week, day one and day seven side by side. 🎶", performing],
  [
    "Reel: post a short {s} piece and invite people to remix it with their version, then share your favourites in Stories.",
    performing,
  ],
  ["Carousel: '{S} practice plan for beginners'. A week of 20-minute sessions, one slide per day.", performing],
  ["Reel: '{S} with my family'. Teach them the basics in five minutes and keep the chaos in. 😂", performing],
  [
    "Carousel: '{S} checklist'. What to pack, book and check, one slide per category, and a summary to screenshot. 🎒",
    outdoors,
  ],
  ["Reel: 'First-time {s} mistakes'. Five you made or saw, each in a quick clip with the fix.", outdoors],
  ["Reel: your last {s}, every rupee on screen, and what you'd cut next time. 💸", outdoors],
  [
    "Reel: '{S} safety basics'. Tell someone your route, carry offline maps, cash and a first-aid kit, check the weather: one clip each.",
    outdoors,
  ],
];

const ACTIVITY_YOUTUBE: readonly IdeaRow[] = [
  ["'{S} drills you can do alone': each drill at full speed and slowed down, with the common mistake for each.", sport],
  [
    "'{S} rules explained with real examples': the confusing ones, shown on the ground or table, with the official rulebook linked.",
    sport,
  ],
  [
    "'A week of academy-style {s} training': the sessions, what hurt, what improved, and whether you'd keep going.",
    sport,
  ],
  [
    "Short: one {s} technique in 20 seconds, filmed from the side and from behind, slowed down at the key moment.",
    sport,
  ],
  [
    "'{S} for beginners: a full session to follow along': warm-up, the main part and cool-down, with a timer on screen.",
    fitness,
  ],
  ["'{S} form mistakes and how to fix them': each shown side by side, wrong then right.", fitness],
  [
    "'A month of {s}: what changed': weekly check-ins, numbers from your own tracking, and what you'd tell a beginner.",
    fitness,
  ],
  ["Short: one {s} tip for beginners in 20 seconds, the mistake first and the fix second.", fitness],
  [
    "'My {s} routine, step by step': why each step, a budget swap for each product, and a patch-test reminder where it applies.",
    style,
  ],
  ["'{S}: budget vs premium': the same routine or look done both ways, and where the money actually shows.", style],
  ["'{S} mistakes beginners make': each one shown and fixed on camera.", style],
  ["Short: the {s} step people skip, and why it matters, in 20 seconds.", style],
  [
    "'{S} for beginners, step by step': the basics first, then one full piece from start to finish, with chapters.",
    craft,
  ],
  ["'Easy {s} ideas for festivals and functions': each one made on camera, with the time it takes.", craft],
  ["'Recreating trending {s} pieces in my own style': the originals credited, and what you changed and why.", craft],
  ["Short: a full {s} piece sped up to 30 seconds, with the finished result in the first second.", craft],
  ["'{S} for absolute beginners: your first week': a plan for each day, practised along with you.", performing],
  [
    "'Learning a trending {s} piece in one day': practice clips, the hard part slowed down, and the final take.",
    performing,
  ],
  ["Short: one {s} move or chord change in 20 seconds, slowed down, then at full speed.", performing],
  ["'{S} cover, behind the scenes': the practice, the fails and the final take, in that order.", performing],
  ["'{S} for beginners: planning your first one': route, budget, gear and safety, with chapters.", outdoors],
  ["'{S} on a budget, every rupee tracked': a running total on screen and the breakdown in the description.", outdoors],
  ["'{S} gear: what you need and what you don't': each item on the table, with a cheaper swap.", outdoors],
  ["Short: one {s} safety tip in 20 seconds, shown rather than said, with the reason on screen.", outdoors],
];

export const FLAVOUR_IDEAS = [
  ...ideaTemplates(["activity"], "instagram", ACTIVITY_INSTAGRAM),
  ...ideaTemplates(["activity"], "youtube", ACTIVITY_YOUTUBE),
  ...ideaTemplates(["field"], "instagram", [
    [
      "Carousel: '{S}: the words that confuse everyone'. One term per slide in plain English with an example in rupees, and 'information, not advice' on the last slide.",
      money,
    ],
    [
      "Reel: '{S}: myth vs fact'. One claim people forward on WhatsApp, what's actually true, and the official source in the caption.",
      money,
    ],
    [
      "Carousel: 'Before you trust any {s} tip'. Five questions to ask (who says it, what they earn from it, where the source is), one per slide.",
      money,
    ],
    ["Reel: '{S}, explained with chai'. Use something everyday to explain one idea in under 30 seconds. ☕", money],
  ]),
  ...ideaTemplates(["field"], "youtube", [
    [
      "'{S} for beginners, with examples in rupees': the basics, the risks and where to read the official rules, with a clear 'information, not advice' note.",
      money,
    ],
    [
      "'{S} scams and red flags': how they work, how to spot them and where to report them, with official links in the description.",
      money,
    ],
    ["'{S} terms you'll hear everywhere': one chapter each, with an everyday example.", money],
    ["Short: one {s} myth busted in 30 seconds, with the official source on screen.", money],
  ]),
];
