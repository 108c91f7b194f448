import { ideaTemplates } from "../../idea-template";

// Areas people follow: the stock market, mutual funds, AI, fashion, mental health, astrology,
// parenting. Explaining, not advising: no returns, no promises, sources named.
export const FIELD_IDEAS = [
  ...ideaTemplates(["field"], "instagram", [
    "Carousel: '{S} basics in 7 slides'. Start from zero, one idea per slide, and end with the one thing to do first.",
    "Reel: '{S} myths'. Three things people believe, busted in five seconds each, with your sources in the caption.",
    "Reel series: one {s} term a day, explained in 20 seconds with an everyday example.",
    "Carousel: '{S} mistakes beginners make'. One per slide with what to do instead.",
    "Reel: 'What I wish I knew about {s} sooner'. Five quick lessons, said to camera, with text on screen.",
    "Reel: explaining {s} to your parents, unscripted. Their questions are the content. 😂",
    "Stories: a weekly {s} Q&A: a question box on Monday, short answers through the week, saved to a Highlight.",
    "Carousel: 'Free and reliable {s} resources'. One per slide with what it's good for, official sources first.",
    "Reel: 'Where {s} shows up in everyday life'. Three ordinary moments it touches, with a one-line explanation each.",
    "Reel: '{S} this week, in 30 seconds'. The news that matters, with where you read it named in the caption.",
    "Carousel: 'A beginner's reading list for {s}'. One book, channel or course per slide, and who it suits.",
    "Reel: one opinion on {s} in 15 seconds, and an invitation to disagree politely in the comments.",
    "Reel: '{S} jargon vs plain English'. Three terms, each translated into words your mummy would use.",
  ]),
  ...ideaTemplates(["field"], "youtube", [
    "'{S} for beginners: the complete guide': the basics, the vocabulary and where to go next, with chapters and a clear note that it's information, not advice.",
    "'{S}, explained simply': one idea at a time with everyday examples, and sources in the description.",
    "'{S}: myths vs facts': the claims people repeat, each checked, with where you checked it.",
    "'{S} mistakes to avoid': each explained with an example and what to do instead.",
    "'How I learnt {s} from zero': the resources, the order and what you'd skip.",
    "'{S}: your questions answered': from comments and community posts, one chapter each.",
    "'{S} terms every beginner should know': twenty terms, one line and one example each.",
    "Short: one {s} idea in 30 seconds, with an everyday example.",
    "Short: '{S}: myth or fact?' One claim, a pause for viewers to guess, then the answer and its source.",
    "'The history of {s}': how it started and how it changed, with sources in the description.",
    "'{S} books and resources worth your time': each one shown, with who it suits.",
    "Shorts series: one {s} term a day, numbered in the title.",
    "'Debating {s} with a friend who disagrees': both sides argued fairly, and where you ended up.",
  ]),
];
