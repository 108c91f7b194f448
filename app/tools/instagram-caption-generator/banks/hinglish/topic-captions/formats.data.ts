import { hindiFormatTemplates as format } from "../../hi-rows";

export const FORMAT_CAPTIONS_HINGLISH = [
  ...format(
    ["recipe"],
    ["food"],
    [
      ["food motivation", "Ghar pe {s} ki pehli koshish. Perfect nahi, par poori apni. 👩‍🍳"],
      ["food attitude", "Restaurant walon, sorry: {s} ab ghar pe banana aa gaya. 😎"],
      ["food love", "Mummy ki recipe, mere haath: {s}. 💛"],
      ["funny food", "Scratch se {s} banane baithe, kitchen bach gaya. Almost. 😂"],
    ],
  ),
  ...format(
    ["haul"],
    ["product", "brand", "place"],
    [
      ["funny sad", "{S} haul: wallet ro raha hai, dil muskura raha hai. 🛍️"],
      ["attitude selfie", "Haul alert: {s} edition, dekhte raho. 🛍️"],
      ["friendship funny", "Gaye the ek cheez lene, laute {s} ke poore haul ke saath. 🛍️"],
    ],
  ),
  ...format(
    ["unboxing"],
    ["product", "brand"],
    [
      ["love", "{S} ki unboxing, aur woh nayi nayi khushboo. 📦"],
      ["funny birthday", "Unboxing day: {s}. Haath thode kaanp rahe hain. 📦"],
    ],
  ),
  ...format(
    ["review"],
    ["product", "brand", "show", "place", "food", "game"],
    [
      ["attitude", "{S} pe honest faisla, bina filter. 🎯"],
      ["motivation friendship", "{S} ko rate kar diya, taaki tumhe guess na karna pade. ⭐"],
      ["funny", "{S} ka review: taareef bhi, shikayat bhi, sab sach. 📝"],
    ],
  ),
  ...format(
    ["grwm"],
    ["event", "activity"],
    [
      ["selfie festival", "Mere saath ready ho jao: {s} edition. 💄"],
      ["selfie funny", "{S} ke liye ready hona: pehle chaos, phir glow. ✨"],
    ],
  ),
  ...format(
    ["vlog"],
    ["place", "event", "person", "animal", "activity", "food"],
    [
      ["travel love", "{S} wala ek din, camera mein hamesha ke liye. 🎥"],
      ["friendship funny", "Vlog diaries: {s}. Bloopers bhi shaamil. 🎥"],
      ["travel selfie", "Camera on, {s} wala vlog shuru. 🎬"],
    ],
  ),
  ...format(
    ["challenge"],
    ["activity", "food", "game"],
    [["motivation funny", "{S} challenge accept kar liya. Dua karna. 😅"]],
  ),
  ...format(
    ["tutorial", "tips"],
    ["activity", "study", "game", "field"],
    [["motivation", "{S} mushkil tareeke se seekha, isliye tumhare liye easy tareeka. 📌"]],
  ),
  ...format(
    ["highlights", "gameplay"],
    ["event", "activity", "game"],
    [["funny love", "{S} ke highlights, dimaag mein bina kiraye ke reh rahe hain. 🔁"]],
  ),
  ...format(["reaction"], ["show", "event", "game"], [["funny selfie", "{S} ke time mera chehra: upar dekho. 😱"]]),
  ...format(
    ["study-with-me"],
    ["study", "activity"],
    [["motivation food", "Mere saath padho: {s} edition. Chai ready hai. ☕"]],
  ),
  ...format(["tour"], ["place"], [["funny", "{S} tour: andar aao, bikhra saamaan ignore karo. 🏠"]]),
  ...format(["travel-guide"], ["place"], [["travel motivation", "{S} ka yeh plan agle long weekend ke liye save. 📌"]]),
  ...format(["explained"], ["field", "study", "show"], [["motivation", "{S}, aasaan bhasha mein. Finally. 💡"]]),
];
