import { formatTemplates } from "../../caption-template";

// When the topic names a format ("biryani recipe", "Meesho haul", "Diwali GRWM"), a few captions
// speak to it. The format word is written here once; the reader has already taken it off the subject.
export const FORMAT_CAPTIONS = [
  ...formatTemplates("recipe", [
    [["food"], ["food", "motivation"], "Homemade {s}, first try. Not perfect, fully mine. 👩‍🍳"],
    [["food"], ["food", "attitude", "funny"], "Ghar pe {s} banaya. Restaurant wale, sorry. 😎"],
    [["food"], ["food", "love"], "Mummy's recipe, my hands: {s}. 💛"],
    [["food"], ["funny", "food"], "Made {s} from scratch and the kitchen survived. Mostly. 😂"],
  ]),
  ...formatTemplates("haul", [
    [["product", "brand", "place"], ["funny", "sad"], "{S} haul: wallet crying, heart smiling. 🛍️"],
    [["product", "brand", "place"], ["attitude", "selfie"], "Haul alert: {s} edition. 🛍️"],
    [["product", "brand", "place"], ["friendship", "funny"], "Went for one thing. Came back with this {s} haul. 🛍️"],
  ]),
  ...formatTemplates("unboxing", [
    [["product", "brand"], ["love"], "Unboxed {s}. That new smell. 📦"],
    [["product", "brand"], ["funny", "birthday"], "Unboxing day: {s}. Hands shaking a little. 📦"],
  ]),
  ...formatTemplates("review", [
    [
      ["product", "brand", "show", "place", "food", "game"],
      ["attitude"],
      "Honest verdict on {s}, coming up. No filter. 🎯",
    ],
    [
      ["product", "brand", "show", "place", "food", "game"],
      ["motivation", "friendship"],
      "Rated {s} so you don't have to guess. ⭐",
    ],
  ]),
  ...formatTemplates("grwm", [
    [["event", "activity"], ["selfie", "festival"], "Get ready with me: {s} edition. 💄"],
    [["event", "activity"], ["selfie", "funny"], "GRWM for {s}: chaos first, glow later. ✨"],
  ]),
  ...formatTemplates("vlog", [
    [["place"], ["travel", "love"], "A day in {s}, filmed and kept forever. 🎥"],
    [
      ["event", "person", "animal", "activity", "food"],
      ["travel", "love"],
      "A day of {s}, filmed and kept forever. 🎥",
    ],
    [
      ["place", "event", "person", "animal", "activity", "food"],
      ["friendship", "funny"],
      "Vlog diaries: {s}. Bloopers included. 🎥",
    ],
  ]),
  ...formatTemplates("challenge", [
    [["activity", "food", "game"], ["motivation", "funny"], "{S} challenge accepted. Wish me luck. 😅"],
  ]),
  ...formatTemplates(
    ["tutorial", "tips"],
    [[["activity", "study", "game", "field"], ["motivation"], "Learnt {s} the hard way, so here's the easy way. 📌"]],
  ),
  ...formatTemplates(
    ["highlights", "gameplay"],
    [[["event", "activity", "game"], ["funny", "love"], "{S} highlights, living rent-free in my head. 🔁"]],
  ),
  ...formatTemplates("reaction", [
    [["show", "event", "game"], ["funny", "selfie"], "My face during {s}: see above. 😱"],
  ]),
  ...formatTemplates("study-with-me", [
    [["study", "activity"], ["motivation", "food"], "Study with me: {s} edition. Chai ready. ☕"],
  ]),
  ...formatTemplates("tour", [[["place"], ["funny"], "{S} tour: come in, ignore the mess. 🏠"]]),
  ...formatTemplates("travel-guide", [
    [["place"], ["travel", "motivation"], "Saving this {s} plan for the next long weekend. 📌"],
  ]),
  ...formatTemplates("explained", [[["field", "study", "show"], ["motivation"], "{S}, explained simply. Finally. 💡"]]),
];
