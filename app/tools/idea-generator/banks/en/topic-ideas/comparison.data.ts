import { SUBJECT_KINDS } from "~/lib/topic";
import { ideaTemplates } from "../../idea-template";

// "chai vs coffee", "iPhone 16 vs Samsung S24", "NEET vs JEE", "cat vs dog": two sides of anything,
// so these only weigh one against the other.
export const COMPARISON_IDEAS = [
  ...ideaTemplates(SUBJECT_KINDS, "instagram", [
    "Reel: '{A} vs {b}'. The same test for both, side by side, a score on screen after each round and the winner at the end. Ask followers to pick a side before the reveal.",
    "Carousel: '{A} or {b}? An honest comparison'. One point per slide (cost, ease, who it suits), a winner for each, and an overall verdict on the last slide.",
    "Reel: 'Team {a} vs team {b}'. Two friends who swear by each argue their case in ten seconds, then you give your verdict. 😂",
    "Stories: a 'this or that' run, {a} against {b}: five polls on different points, then the results and your take the next day.",
    "Reel: 'I switched from {a} to {b} for a week'. A one-line note on screen each day and a final word on whether you'd switch back.",
    "Reel: the blind test. Someone tries {a} and {b} without knowing which is which, and you reveal the answer after their pick.",
    "Carousel: '{A} vs {b} myths'. What people say about each, slide by slide, with what's actually true.",
    "Reel: '{A} or {b}: which one is for you?' A 20-second decision guide: if this, {a}; if that, {b}.",
    "Reel: rating {a} and {b} out of 10 on five things your audience cares about, with the scores building up on screen.",
    "Reel: the strongest case for {a}, then the strongest case for {b}, and 'comment your side' at the end. Pin the best reply.",
    "Carousel: '{A} vs {b}: what nobody tells you'. The hidden costs, trade-offs and surprises on each side, one per slide.",
    "Reel series: '{A} vs {b}, round by round'. One round per Reel, numbered, with the running score in the corner.",
    "Reel: '{A} people vs {b} people'. Four quick sketches, all in good humour. 😄",
  ]),
  ...ideaTemplates(SUBJECT_KINDS, "youtube", [
    "'{A} vs {b}: the honest comparison': the same tests for both, chapter by chapter, and a verdict table at the end.",
    "'A week of {a}, then a week of {b}': daily notes on camera and a clear answer on which you'd keep.",
    "'{A} or {b}: which should you choose?': a decision guide by budget, need and experience, with timestamps for each kind of viewer.",
    "'Blind test: {a} vs {b}': friends or family try both without labels, rate them, and the reveal comes last. 😂",
    "'{A} vs {b}: myths vs facts': the claims people repeat about each, checked one by one, with sources in the description.",
    "Short: '{A} vs {b} in 30 seconds'. Three quick rounds, a point on screen after each, and the winner at the end.",
    "Short: the case for {a} and the case for {b}, 15 seconds each, and a vote in the comments.",
    "'{A} vs {b}: what I wish someone had told me': the trade-offs you only notice after living with each.",
    "'Asking ten people: {a} or {b}?': street or campus interviews, every answer counted on screen, your own verdict last.",
    "'{A} vs {b}: the real cost': what each takes in money, time and effort, laid out in one table at the end.",
    "'The {a} vs {b} debate, answered': the best arguments from both sides, read out and taken seriously.",
    "Shorts series: '{A} vs {b}', one round per Short, numbered, with the running score in the title.",
    "'{A} and {b} together?': when having both makes sense, when it doesn't, and what you'd do in the viewer's place.",
  ]),
];
