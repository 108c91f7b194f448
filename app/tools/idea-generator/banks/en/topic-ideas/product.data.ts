import { ideaTemplates } from "../../idea-template";

// Things you buy: phones, earbuds, bikes, an air fryer, sunscreen, a kurti. Honest use over hype,
// and prices from the visitor's own receipt, not ours.
export const PRODUCT_IDEAS = [
  ...ideaTemplates(["product"], "instagram", [
    "Reel: '{S}, one week later'. Three things you love, two you don't and who should skip it, each a quick cut with text on screen.",
    "Carousel: '{S}: is it worth it?' The price, what you get, what's missing and a clear verdict, one point per slide.",
    "Reel: honest first impressions of {s}: what's in the box, the first 15 seconds of use and one thing the ads don't show.",
    "Reel: five ways to use {s} that nobody talks about, each in a 3-second clip with the tip on screen.",
    "Reel: budget vs premium. {S} next to a cheaper and a pricier alternative, compared on the three things buyers care about most.",
    "Carousel: 'Before you buy {s}'. What to check, which version to pick and where people overpay, one slide each.",
    "Reel: 'Things I'd change about {s}'. Three honest gripes and a workaround for each. Honest beats hype.",
    "Stories: a 'keep it or return it?' poll on {s} with your first impressions, then the verdict and your reasons the next day.",
    "Reel: {s} in real life. No studio, no filter: how it looks and works on an ordinary day at home or on your commute.",
    "Reel series: '{S}, month by month'. A short update each month on how it's holding up, numbered so people follow along.",
    "Carousel: '{S} care guide'. How to keep it working or looking like new, and what damages it fastest.",
    "Reel: three looks or setups built around {s}, one quick cut each, and a poll on which one wins.",
    "Reel: 'Dupe or deal?' Put {s} next to a cheaper lookalike and show where the difference actually is.",
  ]),
  ...ideaTemplates(["product"], "youtube", [
    "'{S} review after a month': daily use, the good, the annoying and who should buy it, with chapters and a verdict at the end.",
    "'{S}: watch this before you buy': the versions, the price, the common complaints and the alternatives, with timestamps.",
    "'{S} unboxing and first impressions': everything in the box, the first setup or first wear, and what you notice first.",
    "'{S} vs the cheaper alternative': the same tests on both, and an honest answer on whether the difference is worth paying for.",
    "'Getting the most out of {s}': setup, care and the small habits that make it last, each in its own chapter.",
    "'{S}, months later: still worth it?': how it has held up, what broke or faded, and whether you'd buy it again.",
    "'Everything wrong with {s}': the honest downsides, each shown on camera, with a fair word on what's good.",
    "Short: {s} in 30 seconds: one shot of what it is, one of what it does best, one of its biggest flaw.",
    "Short: 'Would you buy {s}?' The price first, then the best and worst thing, and a vote in the comments.",
    "'Buying {s} on a budget': where to look, what to skip and how to avoid fakes, with links in the description.",
    "'{S}: ads vs reality': the claims from the box and the ads, tested one by one where you can.",
    "Shorts series: one {s} tip a day, numbered in the title, same framing every time.",
    "'My family reviews {s}': hand it over, film the honest reactions, and let the harshest critic give the final score. 😂",
  ]),
];
