/** A post opening that names the topic. */
export type PostTemplate = (topic: string) => string;

/**
 * Every template takes the topic as a noun phrase, after a colon or in quotes, so it reads well
 * whatever was typed: "masala chai", "BGMI", "my first marathon", "5 tips for better sleep". None
 * starts with the topic, so a lower-case topic never opens a sentence.
 */
export const POST_TEMPLATES: readonly PostTemplate[] = [
  (topic) => `New post, one topic: ${topic} ✨\nRead it slow, save it for later, and tell me what you'd add 👇`,
  (topic) => `Aaj ka topic: ${topic} 📌\nComment "part 2" if you want more on this.`,
  (topic) => `You asked, so here it is: ${topic} 🙌\nSend this to the friend who keeps asking you about it.`,
  (topic) =>
    `Everything I wish someone had told me earlier about "${topic}" 💡\nSave this before it gets lost in your feed.`,
  (topic) => `Current obsession: ${topic} 🔥\nAm I the only one, or are you in this phase too?`,
  (topic) => `Putting this out there: ${topic} 💬\nAgree, disagree, ya kuch aur? Batao comments mein.`,
  (topic) => `This week's mood ➜ ${topic} 🌿\nDouble-tap if it's your vibe too.`,
  (topic) => `A short note on "${topic}", straight from my notes app 📝\nWhich part hits home for you?`,
  (topic) => `Bookmark-worthy: ${topic} 🔖\nShare it with someone who needs it today.`,
  (topic) => `Real talk on "${topic}": no filter, no gyaan overload 🙏\nTell me your own experience below.`,
  (topic) => `Filed under things I could talk about for hours: ${topic} 🗂️\nAsk me anything about it in the comments.`,
  (topic) => `Chalo, let's talk about "${topic}" ☕\nWhat would you add? Comment karo.`,
  (topic) => `Today's share: ${topic} 💭\nTag the friend who needs to see this.`,
  (topic) => `Pin this for later: ${topic} 📍\nKaam ki cheez hai, trust me 😉`,
];

export const EMOJI_LINES = ["✨📸💫", "🔥🙌❤️", "🌟💯🥰", "📍✨🤍", "☕🤎✨", "💡📝✅"] as const;
