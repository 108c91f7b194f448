import type { Platform } from "~/lib/site/tool-entry";
import type { SubjectKind, VideoFormat } from "~/lib/topic";
import type { IdeaTemplate } from "../../idea-template";

// When the topic names a format ("iphone 16 review", "goa vlog", "hostel room tour"), a few ideas
// shape that format itself. The format word is written here once: the reader has taken it off the
// subject already.
type Row = readonly [kinds: readonly SubjectKind[], instagram: string, youtube: string];

function forFormat(format: VideoFormat | readonly VideoFormat[], rows: readonly Row[]): IdeaTemplate[] {
  const formats = typeof format === "string" ? [format] : format;
  return rows.flatMap(([kinds, instagram, youtube]) =>
    (["instagram", "youtube"] as const satisfies readonly Platform[]).map((platform) => ({
      kinds,
      platform,
      formats,
      text: platform === "instagram" ? instagram : youtube,
    })),
  );
}

const REVIEWED: readonly SubjectKind[] = ["product", "brand", "place", "food", "game", "show"];

export const FORMAT_IDEAS = [
  ...forFormat("review", [
    [
      REVIEWED,
      "Reel: the 20-second {s} review. Verdict first, then the two reasons for it and the one catch, with a score on screen.",
      "'{S} review: the verdict first': your score in the first ten seconds, then the evidence chapter by chapter, so nobody has to wait.",
    ],
    [
      REVIEWED,
      "Carousel: '{S} review card'. Score, price, best thing, worst thing and who it's for, one per slide, made to be saved.",
      "'{S}: one review, three kinds of viewer': what it means for a beginner, a regular and a fan, with timestamps for each.",
    ],
  ]),
  ...forFormat("unboxing", [
    [
      ["product", "brand"],
      "Reel: the {s} unboxing in one take, with the one surprise in the box saved for the last second. 📦",
      "'{S} unboxing: everything in the box, explained': each item on the table, what it's for, and what's missing.",
    ],
  ]),
  ...forFormat("haul", [
    [
      ["product", "brand", "place"],
      "Reel: the {s} haul. Each piece held up for two seconds, the price on screen, and a keep-or-return poll in Stories afterwards. 🛍️",
      "'{S} haul: hits and misses': every item tried on or tried out, priced, and sorted into keep and return.",
    ],
  ]),
  ...forFormat("vlog", [
    [
      ["place", "event", "person", "animal", "activity", "food"],
      "Reel: the {s} vlog in 30 seconds. One clip an hour from morning to night, with the time on screen, and the best moment as the cover.",
      "'{S} vlog': the whole day, kept honest, with chapters and one moment you almost didn't film.",
    ],
  ]),
  ...forFormat("travel-guide", [
    [
      ["place"],
      "Carousel: '{S} travel guide in 10 slides': when to go, how to reach, where to stay, what to eat, what to skip, and a budget slide.",
      "'{S} travel guide with costs': every day of the trip priced, the route mapped, and the itinerary in the description.",
    ],
  ]),
  ...forFormat("tour", [
    [
      ["place"],
      "Reel: the {s} tour in one continuous shot, with the best corner saved for the end and the details in the caption. 🏠",
      "'{S} tour': every corner, what it cost to set up and what you'd change, with chapters.",
    ],
  ]),
  ...forFormat("recipe", [
    [
      ["food"],
      "Reel: the {s} recipe in the time it takes to make it, sped up, with every quantity on screen and the full recipe in the caption.",
      "'{S} recipe for beginners': every step slowed down, the mistakes shown on purpose, and the written recipe in the description.",
    ],
  ]),
  ...forFormat(
    ["tutorial", "tips"],
    [
      [
        ["activity", "study", "game", "field"],
        "Reel series: '{S} tips', one per Reel, each under 15 seconds, numbered so people save the whole set.",
        "'{S} tutorial: from zero to your first result': one clear path, each step a chapter, practice tasks in the description.",
      ],
    ],
  ),
  ...forFormat("grwm", [
    [
      ["event", "activity"],
      "Reel: get ready with me for {s}, start to finish in 30 seconds, with every product or piece named in the caption. 💄",
      "'Get ready with me: {s}': the full routine with chatting, every product and piece listed in the description.",
    ],
  ]),
  ...forFormat("challenge", [
    [
      ["activity", "food", "game"],
      "Reel: the {s} challenge, with the rules on screen first, a timer running and an honest result. Tag two friends to try it. 😅",
      "'{S} challenge': rules explained, every attempt kept in, and a leaderboard for viewers in a pinned comment.",
    ],
  ]),
  ...forFormat("study-with-me", [
    [
      ["study", "activity"],
      "Reel: study with me, {s} edition, a full session in 30 seconds with the timer on screen. ☕",
      "'Study with me: {s}': a long session with a Pomodoro timer on screen and the plan for the session at the start.",
    ],
  ]),
  ...forFormat("reaction", [
    [
      ["show", "event", "game"],
      "Reel: your real-time reaction to {s} in a corner cam, cut to the five biggest moments, and only clips you have the rights to use.",
      "'Reacting to {s}': your honest reactions and commentary, with clips used only as far as you have the rights.",
    ],
  ]),
  ...forFormat(
    ["highlights", "gameplay"],
    [
      [
        ["event", "activity", "game"],
        "Reel: the best ten seconds of {s} this week, replayed once in slow motion, with your commentary as text.",
        "'{S} highlights and analysis': the key moments, what decided them and what to watch next time, with timestamps.",
      ],
    ],
  ),
  ...forFormat("ideas", [
    [
      ["event", "activity", "food", "place", "product", "field", "game"],
      "Carousel: '{S} ideas you can try this week'. One idea per slide with a photo, what it costs and how long it takes.",
      "'{S} ideas for every budget': low, medium and high, with examples shown on camera and costs on screen.",
    ],
  ]),
  ...forFormat("explained", [
    [
      ["field", "study", "show", "event"],
      "Reel: '{S}, explained in 30 seconds'. One analogy, one example, one takeaway, with text on screen.",
      "'{S}, explained': the idea in plain words, a worked example and the common misunderstanding, with sources in the description.",
    ],
  ]),
];
