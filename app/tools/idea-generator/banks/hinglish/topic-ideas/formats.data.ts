import type { Platform } from "~/lib/site/tool-entry";
import type { SubjectKind, VideoFormat } from "~/lib/topic";
import type { IdeaTemplate } from "../../idea-template";

// When the keyword names a format ("iphone 16 review", "goa vlog", "बिरयानी रेसिपी"), a few ideas on
// the Hindi page shape that format itself. The reader has already taken the format word off the subject.
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
const TAUGHT: readonly SubjectKind[] = ["activity", "study", "game", "field"];
const IDEAS: readonly SubjectKind[] = ["event", "activity", "food", "place", "product", "field", "game"];

export const FORMAT_IDEAS_HINGLISH = [
  ...forFormat("review", [
    [
      REVIEWED,
      "Reel: bees second ka {s} review. Verdict pehle, phir uski do wajah aur ek kami, score screen pe.",
      "'{S} review: verdict pehle': pehle das second mein tumhara score, phir chapter by chapter saboot, taaki kisi ko wait na karna pade.",
    ],
    [
      REVIEWED,
      "Carousel: '{S} review card'. Score, price, best baat, worst baat aur kiske liye, har slide pe ek, save karne layak.",
      "'{S}: ek review, teen type ke viewers': naye insaan, roz use karne wale aur fan ke liye kya matlab hai, har ek ka timestamp.",
    ],
  ]),
  ...forFormat("unboxing", [
    [
      ["product", "brand"],
      "Reel: ek take mein {s} ki unboxing, aur box ka ek surprise last second ke liye. 📦",
      "'{S} unboxing: box ki har cheez, samjhayi hui': har cheez table pe, kis kaam ki hai, aur kya nahi mila.",
    ],
  ]),
  ...forFormat("haul", [
    [
      ["product", "brand", "place"],
      "Reel: {s} haul. Har cheez do second haath mein, price screen pe, aur baad mein Stories mein 'rakhein ya return?' poll. 🛍️",
      "'{S} haul: hits aur misses': har cheez pehen ke ya use karke, price ke saath, rakhne aur return mein bati hui.",
    ],
  ]),
  ...forFormat("vlog", [
    [
      ["place", "event", "person", "animal", "activity", "food"],
      "Reel: tees second ka {s} vlog. Subah se raat tak har ghante ka ek clip, time screen pe, aur best pal cover pe.",
      "'{S} vlog': poora din, honestly, chapters ke saath, aur ek pal jise film karna lagbhag bhool gaye.",
    ],
  ]),
  ...forFormat("travel-guide", [
    [
      ["place"],
      "Carousel: '{S} travel guide, ek post mein'. Kab jaayein, kaise pahunchein, kahan rukein, kya khayein aur kharcha, ek slide ek baat, save karne layak. 📌",
      "'{S} travel guide': day by day plan, teen budget, aur har jagah ka time aur kharcha, description mein poori list.",
    ],
  ]),
  ...forFormat("tour", [
    [
      ["place"],
      "Reel: {s} tour, ek hi shot mein, har kone ka naam screen pe, aur best detail end mein. 🏠",
      "'{S} tour': har hissa, chapters mein, kharcha ya rent screen pe, aur tum kya badloge.",
    ],
  ]),
  ...forFormat("recipe", [
    [
      ["food"],
      "Reel: {s} ki recipe, ek minute mein. Ready dish pehle second mein, phir har step, quantity screen pe aur poori recipe caption mein. 👩‍🍳",
      "'{S} recipe, aasaan tareeke se': ingredients, prep aur cooking, har hisse ka chapter, galtiyan pehle hi bol ke.",
    ],
  ]),
  ...forFormat(
    ["tutorial", "tips"],
    [
      [
        TAUGHT,
        "Carousel: '{S} ki paanch tips jo kaash pehle pata hoti'. Har slide pe ek, example ke saath, aur end mein 'save karo'. 📌",
        "'{S} tutorial, shuru se': har step ka chapter, screen pe dikhaya hua, aur common galti har step ke saath.",
      ],
    ],
  ),
  ...forFormat("grwm", [
    [
      ["event", "activity"],
      "Reel: {s} ke liye mere saath ready ho jao, shuru se end tak tees second mein, har product ya kapde ka naam caption mein. 💄",
      "'{S} ke liye get ready with me': baatein karte hue poora look, har product ka naam screen pe.",
    ],
  ]),
  ...forFormat("challenge", [
    [
      ["activity", "food", "game"],
      "Reel: {s} challenge, rules pehle second mein screen pe, result end mein, aur doston ko tag karke challenge. 😅",
      "'{S} challenge': rules, har try aur honest result, chapters ke saath.",
    ],
  ]),
  ...forFormat("study-with-me", [
    [
      ["study", "activity"],
      "Reel: mere saath {s}, ek ghanta tees second mein, timer kone mein aur break mein chai. ☕",
      "'Mere saath {s}: do ghante': pomodoro timer screen pe, halka music, aur break mein chhoti baatein.",
    ],
  ]),
  ...forFormat("reaction", [
    [
      ["show", "event", "game"],
      "Reel: {s} pe mera pehla reaction, bina cut, kone mein bas itna ki kis pe react kar rahe hain. 😱",
      "'{S} pe reaction': pehli baar dekhte hue sachchi raay, aur end mein soch samajh ke verdict.",
    ],
  ]),
  ...forFormat(
    ["highlights", "gameplay"],
    [
      [
        ["event", "activity", "game"],
        "Reel: {s} highlights, tees second mein, tumhari commentary aur best pal end mein. 🔁",
        "'{S} highlights': sabse bade pal, har ek pe tumhari raay, chapters ke saath.",
      ],
    ],
  ),
  ...forFormat("ideas", [
    [
      IDEAS,
      "Carousel: '{S} ke das ideas'. Har slide pe ek idea photo ke saath, kharcha ya time, aur end mein 'save karo'. 💡",
      "'{S} ideas, har budget mein': das ideas, har ek ka chapter, aur sabse aasaan se shuruaat.",
    ],
  ]),
  ...forFormat("explained", [
    [
      ["field", "study", "show", "event"],
      "Reel: '{S}, samjhaya hua'. Ek simple example, ek common galatfehmi, saath second mein. 💡",
      "'{S}, samjhaya hua': aasaan bhasha mein baat, ek example aur common galatfehmi, sources description mein.",
    ],
  ]),
];
