import { ideaTemplates } from "../../idea-template";

// Exams, school subjects and languages: NEET, UPSC, class 10 maths, organic chemistry, spoken
// English, Korean. No ranks, marks or results for a visitor to claim; official sources first.
export const STUDY_IDEAS = [
  ...ideaTemplates(["study"], "instagram", [
    "Reel: 'How I'd start {s} if I began again'. Five steps, one per cut, each on screen so people can save it.",
    "Carousel: '{S} study plan'. A realistic week on one slide, then one slide per week with what to cover.",
    "Reel: study with me, {s} edition. A 25-minute session sped into 30 seconds, a timer on screen, and your break ritual at the end. ☕",
    "Carousel: 'Common mistakes in {s}'. One mistake per slide with the fix, and a checklist to screenshot.",
    "Reel: one {s} concept in 30 seconds. Explain it on a whiteboard or paper, then ask one quick question for the comments.",
    "Reel series: '{S} daily'. One tip, trick or question a day, numbered, same framing, so people follow the series.",
    "Stories: a quiz a day on {s}: a quiz sticker each morning, the answer at night, and a Highlight called 'Practice'.",
    "Carousel: 'Free {s} resources that are actually good'. Official sites, free courses and practice sets, one per slide with what each is best for.",
    "Reel: your {s} desk tour. What's on it and why, and the one thing you'd remove.",
    "Reel: relatable {s} moments, acted out in five quick sketches, with a caption asking who else has been there. 😂",
    "Carousel: '{S} revision notes'. One topic summarised per slide, clean and legible, with a 'save for revision' line.",
    "Reel: a quiet montage of a real study day, ending on one honest line about why you keep going with {s}.",
    "Reel: 'Rate my {s} notes'. Show them, ask for feedback, and post a follow-up with the improved version.",
  ]),
  ...ideaTemplates(["study"], "youtube", [
    "'{S}: a complete strategy for beginners': the syllabus or scope, a timetable, resources and how to check progress, with chapters.",
    "'Study with me: {s}, two hours': Pomodoro timer on screen, calm background sound, and your plan for the session at the start.",
    "'How I study {s}': the method, the tools and what you changed when it wasn't working.",
    "'{S} mistakes to avoid': each one explained with an example and the fix right after.",
    "'The hardest {s} topics, explained simply': one per chapter, with a worked example on paper.",
    "'Free resources for {s}': official sites first, then the best free courses and practice, each shown on screen.",
    "'My {s} timetable': a real week, what worked, what didn't, and a template in the description.",
    "Short: one {s} question in 30 seconds, with the answer revealed at the end.",
    "Short: one {s} trick or shortcut, shown on paper in 20 seconds.",
    "'How to revise {s} when time is short': a plan for the last weeks, what to drop and what to drill.",
    "'Answering your {s} doubts': questions from comments, one chapter each.",
    "Shorts series: the {s} daily question, one per day, numbered in the title.",
    "'A week of {s} prep, honestly': the good days, the bad days and what you'd do differently.",
  ]),
];
