/** Each opens the post; none starts with the topic, so a lower-case topic never opens a sentence. */
export const POST_TEMPLATES: readonly ((topic: string) => string)[] = [
  (topic) =>
    `Some days are just made for ${topic}, and today was one of them. ✨\nKya aapko bhi aisa lagta hai? Drop your thoughts below 👇`,
  (topic) =>
    `Here's your sign to slow down and enjoy ${topic} a little more. 💫\nSave this for the days you need a reminder.`,
  (topic) => `Ek post, ek feeling: ${topic} 🌟\nTag the one friend who would love this as much as you do!`,
  (topic) =>
    `Honest confession: ${topic} has been living rent-free in my head all week. 🙌\nFollow for more and tell me what I should post next.`,
];

export const EMOJI_LINES = ["✨📸💫", "🔥🙌❤️", "🌟💯🥰", "📍✨🤍"] as const;

/** Tags that follow the topic's own, in the order the post lists them. */
export const FIXED_TAGS = { daily: "instadaily", trending: "trending", explore: "explorepage" } as const;
