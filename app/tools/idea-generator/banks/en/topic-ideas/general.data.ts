import { ideaTemplates } from "../../idea-template";

// A topic the reader does not recognise: ideas that fit anything and promise nothing specific.
export const GENERAL_IDEAS = [
  ...ideaTemplates(["general"], "instagram", [
    "Reel: '{S} in 30 seconds'. What it is, why it matters to you and one thing people get wrong about it, said to camera with text on screen so it works on mute.",
    "Carousel: 'Everything about {s}, in 7 slides'. The simplest explanation first, then the details, and a question for followers on the last slide.",
    "Reel: 'Why I care about {s}'. How you got into it, in three short scenes, and an invitation for people to share theirs.",
    "Reel series: one thing about {s} each day for a week, numbered, same framing every time.",
    "Stories: Q&A time on {s}. A question sticker, the best five answered in short clips, saved to a Highlight.",
    "Carousel: '{S}: myths and facts'. One claim per slide with what's true and where you checked.",
    "Reel: newcomer vs regular. How someone new to {s} sees it, then how someone who has lived with it for years does, in quick cuts.",
    "Reel: quiz time, {s} edition. Five questions on screen, a pause after each, the answers at the end, and 'comment your score'.",
    "Reel: 'Things only {s} people understand'. Five moments acted out in quick sketches. 😄",
    "Carousel: 'Getting started with {s}'. What you need, where to begin and what to skip, one step per slide.",
    "Reel: a day around {s}. Every moment it comes up, from morning to night, in short clips with the time on screen.",
    "Reel: your hot take on {s} in 15 seconds, with a 'do you agree?' line in the caption and the best replies pinned.",
  ]),
  ...ideaTemplates(["general"], "youtube", [
    "'{S}, explained simply': what it is, why it matters and the questions people ask most, with chapters.",
    "'Everything I know about {s}': the basics first, then your own experience, with timestamps.",
    "'{S}: from beginner to confident': the steps that worked for you, the ones that didn't, and resources in the description.",
    "'Answering your questions about {s}': from comments and community posts, ten answers with timestamps.",
    "'The truth about {s}': what people commonly believe, what you've found, and where viewers can check for themselves.",
    "Short: '{S} in one minute'. The one thing a newcomer should know, on screen from the first second.",
    "Short: one surprising fact about {s}, with its source on screen.",
    "'A week with {s}': one honest note a day, and what you'd tell someone starting out.",
    "'Is {s} worth it?': the cost, the time and the reward, weighed up honestly, with your verdict at the end.",
    "'Reacting to what people say about {s}': the popular takes, what they get right and what they miss.",
    "Shorts series: '{S} basics', one idea per Short, numbered in the title so viewers watch them in order.",
    "'{S}: five mistakes to avoid': each explained with an example, the fix right after.",
  ]),
];
