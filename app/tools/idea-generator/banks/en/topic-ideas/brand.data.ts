import { ideaTemplates } from "../../idea-template";

// A brand on its own: Nykaa, Zomato, Zara, Amul, Decathlon, Samsung. Stores, apps and makers alike,
// so nothing assumes you wear it, eat it or scroll it.
export const BRAND_IDEAS = [
  ...ideaTemplates(["brand"], "instagram", [
    "Reel: '{S}: worth it or not?' Three picks you'd recommend and two you'd skip, with prices or reasons on screen.",
    "Carousel: '{S} hacks'. Small ways to get more out of it (offers, settings, timing, returns), one per slide, with a note that offers change.",
    "Reel: 'The story of {s} in 30 seconds'. Where it started, the turning points and where it is now, with sources in the caption.",
    "Reel: '{S} vs the alternatives'. Same need, two or three options, compared on price, quality and ease, with a verdict.",
    "Reel: 'Things only {s} regulars know'. Five insider habits, each in a 3-second clip.",
    "Stories: '{S}: hit or miss?' One pick per frame with a poll, and your verdict the next day.",
    "Carousel: 'What {s} gets right, and what it gets wrong'. One point per slide, fair on both sides.",
    "Reel: your honest {s} experience in 20 seconds, the good and the bad, with no sponsor and no script.",
    "Reel series: '{S} finds'. One find per episode, why you like it and what it costs.",
    "Reel: 'Why everyone's talking about {s}'. The news or trend in three beats, with where you read it in the caption.",
    "Carousel: '{S} for beginners'. How to start, what to try first and the mistakes to avoid, one slide each.",
    "Reel: 'Would I recommend {s}?' A quick yes or no on five things, with a one-line reason on screen for each.",
  ]),
  ...ideaTemplates(["brand"], "youtube", [
    "'{S}: the complete beginner's guide': how it works, what to try first and what to avoid, with chapters.",
    "'I used only {s} for a week': daily notes on camera and an honest verdict on whether you'd keep going.",
    "'The story of {s}': how it started, how it grew and where it is now, with sources in the description.",
    "'{S} vs its biggest rival': the same tests on both, and a table of results at the end.",
    "'{S} hacks that actually work': each one shown on screen, with a note on which might change.",
    "'The best of {s}, honestly ranked': your picks from worst to best, with reasons and prices on screen.",
    "'Is {s} still worth it?': what's changed, what hasn't, and who it suits now.",
    "'Everything wrong with {s}, and what's right': a fair list, each point shown rather than said.",
    "Short: '{S} in 30 seconds': one thing it does best, one it doesn't, one tip.",
    "Short: one {s} hack nobody told you, on screen in the first second.",
    "'My honest {s} experience': the good, the bad and how support handled a problem, with personal details blurred.",
    "'Asking people about {s}': street or campus interviews on what they love and hate about it, with their permission.",
  ]),
];
