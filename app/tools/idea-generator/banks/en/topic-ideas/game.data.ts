import { ideaTemplates } from "../../idea-template";

// Video, mobile and board games: BGMI, Free Fire, Minecraft, GTA, chess, Ludo King. A "game" or a
// "round" fits them all; kills, lobbies and loadouts do not (chess has none of them).
export const GAME_IDEAS = [
  ...ideaTemplates(["game"], "instagram", [
    "Reel: your best {s} moment of the week, trimmed to the ten seconds that matter, with a reaction cam in the corner. 🎮",
    "Carousel: '{S} tips for beginners'. One tip per slide with a screenshot, and a 'save before your next game' line.",
    "Reel: 'Noob vs pro: {s}'. Act out how a beginner and a regular play the same moment, side by side. 😂",
    "Reel: one {s} habit that made you better, shown before and after in quick clips.",
    "Reel series: your funniest {s} fails, one a week, numbered, with commentary on what went wrong.",
    "Stories: game-night polls on {s}: who wins, what happens first, and the results after.",
    "Carousel: '{S} myths'. What players believe, slide by slide, and what's actually true.",
    "Reel: playing {s} with your family for the first time. Their reactions are the content. 😂",
    "Reel: the setup tour. Where you play {s}, the device or board, and what actually matters.",
    "Reel: 'Rate my {s} play'. Post a clip, ask for feedback, then make a follow-up applying the best tip.",
    "Carousel: '{S} for people who've never played'. What it is, how a game works and how to start, one slide each.",
    "Reel: 'Types of {s} players'. Five characters acted out in quick sketches. Tag your squad. 😂",
    "Reel: challenge run. Pick one rule for {s}, play a full game with it, and show how it went.",
  ]),
  ...ideaTemplates(["game"], "youtube", [
    "'{S} guide for beginners': the basics, the first things to learn and the habits that hold new players back, with chapters.",
    "'{S} tips that actually work': each one shown in real play, not just explained.",
    "'I played {s} every day for 30 days': progress clips, what improved and what didn't, and a final game at the end.",
    "'Ranking everything in {s}': a tier list built on camera, with reasons, and a pinned comment for the arguments.",
    "'{S} with my family': teach them the basics and play for real, with their commentary kept in. 😂",
    "'Playing {s} with one rule': a self-imposed challenge, start to finish, and whether you pulled it off.",
    "'The history of {s}': where it came from, how it changed and why people still play it, with sources.",
    "Short: your best {s} moment, 20 seconds, no intro.",
    "Short: one {s} tip in 15 seconds, shown, not told.",
    "'{S} mistakes beginners make': each one played out, then the fix.",
    "'Live: {s} with viewers': a stream with a simple rule for joining, and the best moments cut into a Short afterwards.",
    "Shorts series: '{S} fails', one a day, numbered in the title.",
    "'Reacting to my first {s} video': side by side with today, and how your play and your editing have changed.",
  ]),
];
