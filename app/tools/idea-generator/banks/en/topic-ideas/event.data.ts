import { ideaTemplates } from "../../idea-template";

// Festivals, ceremonies, parties and tournaments: Diwali, Eid, a wedding, a haldi, IPL, a concert.
export const EVENT_IDEAS = [
  ...ideaTemplates(["event"], "instagram", [
    "Reel: '{S} prep in 30 seconds'. Every step of getting ready, sped up, with a checklist in the caption people can save.",
    "Carousel: '{S} checklist'. What to buy, plan and book, in the order you need it, one slide each.",
    "Reel: '{S} outfit ideas'. Three looks for three budgets, one transition each, with prices in the caption.",
    "Reel: '{S}, then vs now'. An old family photo or clip next to this year's, recreated in the same pose.",
    "Reel: the sounds of {s}: the prep, the chatter, the music, with no voice-over, only on-screen text for each moment. 🎧",
    "Carousel: '{S} on a budget'. Where to save and where it's worth spending, one tip per slide.",
    "Reel: '{S} mein har Indian family'. Five relatable moments acted out, with the cousins as the cast. 😂",
    "Stories: the countdown to {s}: one frame a day with the countdown sticker, a poll on plans, and a Highlight to keep it.",
    "Reel: 'What {s} means to me'. Three short scenes and one memory, ending with a question for followers.",
    "Reel series: '{S} diaries'. One Reel a day through the event, numbered, so people follow along.",
    "Carousel: '{S} ideas'. Decor, food, photos and games, one idea per slide with a picture.",
    "Reel: the photo dump. Twenty quick frames of {s}, cut on the beat, ending on your favourite.",
    "Reel: '{S} food'. What your family makes or buys for it, one clip each, with who made it.",
    "Reel: '{S} in {place}'. What makes it different there, the best spots to be, and how to get around on the day. 📍",
  ]),
  ...ideaTemplates(["event"], "youtube", [
    "'{S} vlog: the full day': from the first preparations to the last guest leaving, with chapters for each part.",
    "'{S} preparation guide': what to plan, buy and book, and when, with a checklist in the description.",
    "'{S} on a budget': where to spend and where to save, with real prices on screen.",
    "'The story behind {s}': where it comes from and how it's changed, with sources in the description.",
    "'{S}, then vs now': old photos and clips against this year, and what your family still does the same way.",
    "'How my family does {s}': every ritual, habit and argument, with the elders explaining the why.",
    "Short: {s} in 30 seconds, from the first preparation to the last moment.",
    "Short: one {s} hack in 20 seconds, on screen from the first frame.",
    "'{S} outfit guide': looks for different budgets and roles, with where each piece is from.",
    "'{S} bloopers': everything that went wrong, kept in, with how you fixed it. 😂",
    "'{S} food: what we make and why': each dish in its own chapter, with the person who makes it best.",
    "Shorts series: the countdown to {s}, one Short a day, numbered in the title.",
    "'{S} away from home': what it's like, what you miss and how you make it feel like home.",
    "'{S} in {place}: the complete guide': where to be, when to go and what it costs, with a map in the description.",
  ]),
];
