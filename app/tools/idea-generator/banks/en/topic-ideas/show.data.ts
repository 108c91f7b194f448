import { ideaTemplates } from "../../idea-template";

// Films, series, anime, books and songs: Pushpa 2, Kota Factory, Naruto, Atomic Habits, Arijit Singh
// songs. Spoilers flagged; clips only where the visitor has the right to use them.
export const SHOW_IDEAS = [
  ...ideaTemplates(["show"], "instagram", [
    "Reel: '{S} in 30 seconds, no spoilers'. What it is, who it's for and your verdict, with text on screen.",
    "Carousel: 'If you liked {s}, try these'. One recommendation per slide with the reason.",
    "Reel: your favourite moment from {s}, recreated with friends on zero budget. 😂",
    "Carousel: '{S}: details you missed'. One detail per slide, marked for spoilers where needed.",
    "Reel: 'Rating everything in {s}'. Quick scores on screen for the parts fans argue about.",
    "Stories: quiz week on {s}: one quiz sticker a day, answers the next morning, and a Highlight to collect them.",
    "Reel: {s} as your friend group: who's who, acted out in quick cuts. Tag them. 😂",
    "Reel: the honest take. Three things you loved about {s} and one you didn't, in 20 seconds.",
    "Carousel: 'What {s} taught me'. One line per slide, each tied to a moment fans know.",
    "Reel series: '{S} fan theories'. One theory per Reel, the evidence for it, and a poll on whether people buy it.",
    "Reel: the {s} aesthetic. Recreate its look in your room, outfit or edit, with a side-by-side at the end.",
    "Reel: an unpopular opinion on {s}, in 15 seconds, with a poll in the caption.",
    "Carousel: 'Where to start with {s}'. The order to watch, read or listen, one step per slide.",
  ]),
  ...ideaTemplates(["show"], "youtube", [
    "'{S} review, no spoilers': who it's for, what works, what doesn't, and a spoiler section at the end with a timestamp.",
    "'{S}, explained': the story, the characters or ideas, and what people miss, with chapters.",
    "'Everything you missed in {s}': details, references and callbacks, each with a timestamp.",
    "'Ranking everything in {s}': from worst to best, with reasons, and a pinned comment for the arguments.",
    "'{S} fan theories, checked against the source': which hold up and which don't.",
    "'If you liked {s}, watch or read these next': five picks, each with why it fits.",
    "'The story behind {s}': how it was made or written, from interviews and reporting, with sources.",
    "Short: '{S} in 30 seconds, no spoilers': what it is, who it's for and your verdict, as text over one shot.",
    "Short: one detail in {s} that changes everything, on screen from the first second.",
    "'Watching or reading {s} with my parents': their reactions and questions, kept in. 😂",
    "'{S}: what worked and what fell flat': a fair breakdown, point by point.",
    "Shorts series: '{S} facts', one per Short, with sources in the description.",
    "'Unpopular opinions about {s}': five of them, argued properly, with room for viewers to disagree.",
  ]),
];
