import { ideaTemplates } from "../../idea-template";

// Pets and wild animals alike (a cat, street dogs, a goldfish, a tiger, wildlife): nothing assumes
// you own it, and anything medical points to a vet or a named source.
export const ANIMAL_IDEAS = [
  ...ideaTemplates(["animal"], "instagram", [
    "Reel: '{S} POV'. Film at their eye level and write the on-screen text as their inner monologue. Funny beats cute. 😂",
    "Carousel: '{S}: seven facts most people don't know'. One fact per slide over your own photos, with the sources named on the last slide.",
    "Reel: the slow-motion cut. Film {s} up close at a high frame rate, keep the best three seconds, and set them to a calm track.",
    "Reel: '{S} myths'. Three things people believe, each busted in five seconds with what's actually true and where that answer comes from.",
    "Reel series: '{S} moods'. One mood per Reel (sleepy, curious, dramatic), numbered, same framing every time.",
    "Carousel: 'How to photograph {s}'. Light, angle, patience and phone settings, with a before and after on each slide. 📸",
    "Reel: '{S} behaviour, decoded'. Three habits on film, each followed by what it means, with your source (a vet, a ranger or a field guide) named in the caption.",
    "Stories: seven days, seven {s} moments: one a day, a quiz sticker midweek, and a Highlight to keep them.",
    "Reel: 'Rate the {s} photo'. Followers send their best shots, you pick five and rate them kindly on screen, with permission from each.",
    "Carousel: 'A good life for {s}': space, food, company and calm, one slide each, and what harms them most on the last.",
    "Reel: '{S} sounds'. No music, only the real sounds recorded close, with text on what each one means.",
    "Reel: the kindness Reel. One simple thing followers can do for {s} this week (water in summer, giving space, reporting harm), shown in 15 seconds. 🤍",
    "Reel: first meeting. The first time you met {s}, recreated or from your camera roll, cut against today.",
  ]),
  ...ideaTemplates(["animal"], "youtube", [
    "'{S}: a complete guide': behaviour, food, home or habitat, health and myths, each in its own chapter, with sources in the description.",
    "'A day with {s}': morning to night, filmed patiently, narrated with what you learnt just by watching.",
    "'{S} facts that sound fake but are true': ten facts, each on screen with its source named.",
    "'How to photograph {s}': settings, light and patience, with your best and worst shots compared. 📸",
    "'{S} myths, checked': what people say, what vets or researchers say, and where you found the answers.",
    "Short: twenty seconds of {s} being themselves, no music, and one line of text with the best fact you know.",
    "Short: the funniest three seconds of {s} you have, looped, with one line of text. Made to be sent to a friend. 😂",
    "'Things I wish I knew about {s}': lessons from watching, caring for or reading about them, one chapter each.",
    "'{S} in India': where you find them, the stories people tell about them and what threatens them, with maps and sources.",
    "'Checking your {s} facts': viewers send what they know in the comments, and you check each one on camera.",
    "'Helping {s}': the small things viewers can do, filmed with people who do it every day (a shelter, a rescuer, a ranger), with their permission.",
    "Shorts series: '{S} daily', one clip a day for a month, numbered in the title, so viewers build the habit with you.",
  ]),
];
