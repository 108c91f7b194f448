import { ideaTemplates } from "../../idea-template";

// Named people (Virat Kohli, Ratan Tata, APJ Abdul Kalam) and roles (teacher, mummy, farmer,
// couple). About a real person: facts with sources, never words put in their mouth. About a role:
// "{s} life", never "a {s}" (a mummy is not a mother).
const named = { subject: "named" } as const;
const common = { subject: "common" } as const;

export const PERSON_IDEAS = [
  ...ideaTemplates(["person"], "instagram", [
    [
      "Reel: '{S}'s journey in 30 seconds'. The early years, the turning points and where things stand now, a 5-second beat each, with sources in the caption.",
      named,
    ],
    [
      "Carousel: 'Lessons from {s}'. One lesson per slide, each tied to a real moment you can point to, with where you read or saw it.",
      named,
    ],
    [
      "Reel: '{S} facts most fans don't know'. Five facts, one at a time on screen, each with its source in the caption.",
      named,
    ],
    [
      "Reel: a tribute edit of {s}, made only from your own photos, fan art or clips you're allowed to use, cut to a beat, with credits in the caption.",
      named,
    ],
    [
      "Reel: 'What {s} taught me about discipline'. Your own story in three short scenes, linked to moments fans will recognise.",
      named,
    ],
    ["Carousel: '{S}: then and now'. Milestones side by side, one per slide, dated and sourced.", named],
    [
      "Stories: quiz week on {s}: one quiz sticker a day, the answers the next morning, and a Highlight to collect them.",
      named,
    ],
    ["Reel: recreate an iconic {s} moment with friends, low budget and fully self-aware. 😂", named],
    ["Reel series: one {s} milestone per Reel, dated and sourced, numbered so fans binge the set.", named],
    [
      "Carousel: 'Things people get wrong about {s}'. A common claim per slide, with what the record shows and where.",
      named,
    ],
    [
      "Reel: a drawing, outfit or edit inspired by {s}, as a time-lapse with the finished piece in the first second.",
      named,
    ],
    ["Reel: 'The greatest {s} moment?' Your top three in quick cuts, then ask fans for theirs in the comments.", named],
    [
      "Reel: '{S} life, start to finish'. One ordinary day in quick cuts with the time on screen, and one honest line at the end about the part nobody sees.",
      common,
    ],
    [
      "Carousel: 'Things people don't get about {s} life'. One point per slide, in plain words, and a question at the end.",
      common,
    ],
    [
      "Reel: expectation vs reality, {s} edition. What people think it's like, then what it's really like, in quick side-by-side cuts. 😅",
      common,
    ],
    ["Reel: ask five people to thank the {s} in their life on camera, and cut their answers into one Reel. 🤍", common],
    ["Reel series: '{S} diaries'. One short moment each week, numbered, so people come back for the next.", common],
    [
      "Reel: '{S} hacks'. Five small things that make the day easier, each in a 3-second clip with the tip on screen.",
      common,
    ],
    [
      "Stories: ask-me-anything, {s} edition: a question box, the best five answered in short clips, saved to a Highlight.",
      common,
    ],
    ["Carousel: '{S} life: myths vs reality'. One myth per slide and what it's really like.", common],
    [
      "Reel: POV, {s} edition. A relatable everyday moment acted out, with text on screen and a caption asking who else has been there.",
      common,
    ],
    [
      "Reel: 'What nobody told me about {s} life'. Five quick lessons, said to camera, with the lesson as text.",
      common,
    ],
    [
      "Carousel: '{S} essentials'. The things that get you through a week, one per slide, with why each matters.",
      common,
    ],
    ["Reel: the thank-you montage. Small everyday moments, ending with one line for every {s} out there.", common],
  ]),
  ...ideaTemplates(["person"], "youtube", [
    [
      "'The story of {s}': a documentary-style video from the early years to today, with chapters and every source in the description.",
      named,
    ],
    [
      "'{S}: the moments that defined a career': each moment in its own chapter, with what led to it and what came after.",
      named,
    ],
    [
      "'What {s} can teach us about failure and comebacks': real examples, each sourced, and what viewers can take from them.",
      named,
    ],
    ["'{S} facts most people don't know': ten of them, each with its source on screen.", named],
    [
      "'Ranking {s}'s greatest moments': your list, your reasons, and a pinned comment for viewers to argue with.",
      named,
    ],
    ["'{S}: myths vs facts': the popular claims, checked against interviews, records and reporting.", named],
    ["'What {s} means to fans': street or campus interviews, with permission, cut into one story.", named],
    ["Short: one {s} fact in 20 seconds, with the source on screen.", named],
    ["Short: '{S}, then and now': two photos you have the rights to, one line of text, looped.", named],
    [
      "'In their own words: {s}': lines from interviews, books or speeches read aloud, with the source for each on screen.",
      named,
    ],
    [
      "'Living by {s}'s habits for a week': only the routines they have described in interviews, each sourced, and what changed for you.",
      named,
    ],
    ["Shorts series: '{S} milestones', one per Short, dated and sourced, numbered in the title.", named],
    [
      "'{S} life: a real day, start to finish': no skipping the boring parts, with chapters and honest commentary.",
      common,
    ],
    ["'What {s} life is really like': the parts people see, the parts they don't, and what you'd change.", common],
    ["'{S} Q&A': questions from comments and community posts, ten answers with timestamps.", common],
    [
      "'{S} life: what I'd tell someone just starting': the lessons, the mistakes and the shortcuts, one chapter each.",
      common,
    ],
    ["'{S} stories': three people, one question each, answered on camera with their permission.", common],
    ["'{S} life myths, answered': what people assume, and what it's actually like.", common],
    ["Short: '{S} life in 30 seconds', morning to night in fast cuts.", common],
    ["Short: the '{s} problem' everyone relates to, acted out in 15 seconds. 😂", common],
    ["'{S} essentials on a budget': what you actually use, what it costs and what to skip.", common],
    ["'How films show {s} life vs the real thing': what's true, what isn't, described rather than replayed.", common],
    ["Shorts series: '{S} diaries', one moment per Short, numbered in the title.", common],
    ["'Thank you to the {s} who shaped me': a letter read on camera, with photos and the story behind it. 🤍", common],
  ]),
];
