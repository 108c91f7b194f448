import { ideaTemplates } from "../../idea-template";

// Things people do or practise: cricket, gym, skincare, mehndi, coding, yoga, trekking, rangoli.
export const ACTIVITY_IDEAS = [
  ...ideaTemplates(["activity"], "instagram", [
    "Reel: '30 days of {s}'. Film a few seconds every day from day one, cut it into one Reel with the day count on screen, and end on an honest line about what changed and what didn't. 📆",
    "Carousel: 'Beginner mistakes in {s}'. One mistake per slide, what it looks like and the fix, with a photo or clip still on each. Last slide: 'Save this for your first week.'",
    "Reel: 'What I wish I knew before starting {s}'. Five quick lessons, one per cut, said straight to camera with the lesson as text so it works on mute.",
    "Reel: the kit check. Everything you actually use for {s}, laid out top-down, what each costs and the one thing beginners can skip. Prices go in the caption.",
    "Reel series: 'One {s} tip a day'. Same spot, same framing, one tip in under 15 seconds, numbered so people binge the series on your profile.",
    "Reel: expectation vs reality. Recreate what {s} looks like online, then show your real attempt, side by side. Self-aware beats perfect. 😅",
    "Carousel: '{S} for busy people'. A realistic weekly plan on one slide, then one slide per session with what to do and how long it takes.",
    "Reel: teach a friend {s} in one afternoon. Film the first attempt, the turning point and the last try, and let them tell the camera what was hardest.",
    "Stories: a week of {s} check-ins. Post what you practised each day, add a quiz sticker on one technique midweek, and end Sunday with a slider asking how your followers' week went.",
    "Reel: 'Rate my {s}'. Post an honest attempt, ask people who know it to rate it in the comments, then make a follow-up Reel using the top three pieces of advice.",
    "Carousel: '{S} myths, busted'. Five things people believe, each on a slide with what's actually true and where that answer comes from.",
    "Reel: the glow-up. Your first ever {s} attempt (an old photo or clip) next to today's, the time in between on screen, and one line on what made the difference.",
    "Reel series: '{S} with my family'. Get a parent or grandparent to try it on camera once a week, and keep the bloopers in. 😂",
    "Reel: '{S} in {place}'. Where locals do it, who to learn from and what it costs, with every location pinned in the caption. 📍",
  ]),
  ...ideaTemplates(["activity"], "youtube", [
    "'I did {s} every day for 30 days': daily clips, an honest check-in each week on camera, and a side-by-side of day one and day thirty at the end. 📆",
    "'{S} for absolute beginners': what you need, the first three things to practise and how to tell you're improving, with chapters for each.",
    "'{S} mistakes beginners make': each one acted out, then the fix, with chapters so viewers can jump to theirs.",
    "'Everything I use for {s}, and what it costs': each item on the table, why you use it and a cheaper swap, prices on screen and links in the description.",
    "'A day learning {s} from someone who teaches it': film what they correct first, what they make you repeat, and your attempt at the end.",
    "'{S} myths, tested': take the claims people repeat, test each on camera where you can, and say clearly where you can't.",
    "'My {s} routine, start to finish': one real session, not a highlight reel, with a voice-over on why each step is there.",
    "Short: one {s} tip in 20 seconds. The problem on screen first, the fix second, and the same framing every time so your Shorts feel like a series.",
    "Short: before and after. Your {s} from when you started next to today, in one cut, with the time between them on screen.",
    "'Can my parents learn {s} in a week?': daily lessons, their progress and their honest commentary, with a final test on day seven. 😂",
    "'The cheapest way to start {s}': a budget kit, free resources and what to skip, with a running total on screen.",
    "'{S} Q&A': collect questions from comments and community posts, answer the best ten, and put timestamps in the description.",
    "Shorts series: '{S} in 60 seconds', one technique per Short, filmed from the same angle and numbered in the title.",
    "'{S} in {place}': where to go, who to learn from and what it costs, filmed on the ground, with a map in the description.",
  ]),
];
