/** In the order the choices appear on screen. */
export const CAPTION_CATEGORIES = [
  { value: "attitude", label: "Attitude" },
  { value: "love", label: "Love" },
  { value: "sad", label: "Sad" },
  { value: "funny", label: "Funny" },
  { value: "motivation", label: "Motivation" },
  { value: "travel", label: "Travel" },
] as const;

export type CaptionCategory = (typeof CAPTION_CATEGORIES)[number]["value"];

/** Seven captions per category. */
export const CAPTIONS: Readonly<Record<CaptionCategory, readonly string[]>> = {
  attitude: [
    "Main character energy, side character budget. 😎",
    "Not everyone will get my vibe, and that's exactly the filter I wanted. ✨",
    "Apna time aa raha hai? Correction: it's already here. 🔥",
    "Quiet in the group chat, loud in my results. 🤫",
    "I don't chase approval, I chase golden hour. 🌇",
    "Born to stand out, forced to wait in the Metro queue. 😤",
    "Level dekh ke baat karo. Kidding. Mostly. 😏",
  ],
  love: [
    "You + me + cutting chai at 11 pm = my favourite kind of date. ☕❤️",
    "Found my safe place, and it sounds exactly like your laugh. 💕",
    "Tum saath ho toh Silk Board traffic bhi romantic lagta hai. 🚗💞",
    "Every playlist I make somehow ends up being about you. 🎶",
    "Three years, a hundred fights over the last piece of biryani, zero regrets. 🥰",
    "Not a fairy tale, just two people choosing each other every single day. 💑",
    "Home is wherever you keep stealing my fries. 🍟❤️",
  ],
  sad: [
    "Some chapters end without warning. I'm learning to turn the page anyway. 🥀",
    "Smiling in photos, overthinking at 2 am. 🌙",
    "Dil ki saari baatein phone ke notes mein hi reh gayi. 💭",
    "Missing the people who made ordinary days feel like Diwali. 🪔",
    "It's okay to not be okay. Even the sky needs a monsoon sometimes. 🌧️",
    "Seen at 10:42 pm. Still waiting for the reply. 📱",
    "Healing isn't loud. Some days it's just getting out of bed. 🤍",
  ],
  funny: [
    "My bank balance and I are in a very toxic relationship. 💸😂",
    "Diet starts Monday. Which Monday? Don't ask. 🍕",
    "Mummy ne bola tha 'phone rakh do', and yet here we are. 📱😅",
    "I'm not lazy, I'm just on power-saving mode. 🔋",
    "Professional overthinker, part-time snack inspector. 🍿",
    "Went to the gym once and told everyone. That counts, right? 🏋️",
    "Chai first, personality later. ☕",
  ],
  motivation: [
    "Small steps every day still add up to a long way. 🚶✨",
    "Log kya kahenge? Let them talk while you keep building. 💪",
    "Consistency beats talent when talent takes the day off. 🔥",
    "Your 6 am grind is someone's future inspiration. 🌅",
    "Fail, learn, repeat. That's not losing, that's training. 📈",
    "Dream big, start small, but start today. 🚀",
    "Nobody claps for the practice hours. Put them in anyway. 🎯",
  ],
  travel: [
    "The mountains called, and for once I picked up. 🏔️",
    "Sleeper class, window seat, chai in a kulhad: the real first class. 🚂☕",
    "Collecting sunsets from Goa to Gokarna. 🌅",
    "Pahadon mein network nahi hai, par connection better hai. ⛰️",
    "Google Maps said 6 hours. The dhaba stops said 9. 🚗🍛",
    "Passport stamps are cool, but have you seen Meghalaya in the monsoon? 🌧️💚",
    "Wander often, wonder always. ✈️",
  ],
};
