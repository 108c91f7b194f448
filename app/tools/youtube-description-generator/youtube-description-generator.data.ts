/** What kind of video the title describes; each kind has its own description templates. */
export type VideoType = "tutorial" | "vlog" | "review" | "shorts";

/**
 * How the title gives its type away, checked in this order: a type named outright wins over a hint
 * ("Goa trip vlog" is a vlog, "how to plan a Goa trip" a tutorial). Matched as whole words.
 */
export const TYPE_CUES: readonly { type: VideoType; cues: readonly string[] }[] = [
  { type: "shorts", cues: ["#shorts", "#short", "shorts", "ytshorts", "youtubeshorts"] },
  { type: "review", cues: ["review", "reviews", "unboxing", "vs", "comparison", "worth it", "first impressions"] },
  { type: "vlog", cues: ["vlog", "vlogs", "day in my life", "diml", "grwm", "week in my life"] },
  {
    type: "tutorial",
    cues: ["how to", "tutorial", "guide", "learn", "kaise", "step by step", "recipe", "tips", "beginners", "explained"],
  },
  { type: "vlog", cues: ["trip", "tour", "journey", "diaries", "travel", "routine", "weekend", "exploring"] },
];

/** A title with no cue is most likely teaching something, as the spec's own #Tutorial suggests. */
export const DEFAULT_TYPE: VideoType = "tutorial";

/**
 * The hashtag each type adds after the title's own ("#vlog"), first one used, the rest padding when
 * the title gives too few. Shorts carry #shorts, which YouTube reads wherever it appears.
 */
export const TYPE_TAGS: Readonly<Record<VideoType, readonly string[]>> = {
  tutorial: ["tutorial", "howto", "stepbystep"],
  vlog: ["vlog", "dailyvlog", "vlogger"],
  review: ["review", "honestreview", "unboxing"],
  shorts: ["shorts", "youtubeshorts", "ytshorts"],
};

/** Food tutorials are searched as recipes. */
export const RECIPE_TAGS = ["recipe", "tutorial", "howto"] as const;

const LINKS_A = `📲 Stay connected
Instagram: [your link]
Twitter / X: [your link]
Website: [your link]`;

const LINKS_B = `🔗 Find me here
Instagram: [your link]
Telegram / WhatsApp channel: [your link]
Business enquiries: [your email]`;

const LINKS_C = `🤝 Let's connect
Instagram: [your link]
LinkedIn: [your link]
Gear I use: [your link]`;

const DISCLOSURE = "Disclosure: [paid partnership / sent by the brand / bought with my own money]";

/**
 * Description templates by video type. `{title}` is the video title and `{hashtags}` the hashtag
 * line. Every template carries the same sample chapters (00:00 Intro … 05:30 Conclusion) so creators
 * only retime them (for Shorts they are the full video's chapters), and placeholders where links go.
 */
export const DESCRIPTION_TEMPLATES: Readonly<Record<VideoType, readonly string[]>> = {
  tutorial: [
    `{title}

In this video I take you through it step by step, so you can follow along even if you're just starting out. Watch till the end for the one mistake almost everyone makes 👀

⏱️ Timestamps
00:00 Intro
01:15 What you need before you start
03:45 Step-by-step walkthrough
05:30 Conclusion

${LINKS_A}

If this helped, hit Like 👍 and Subscribe 🔔 so you don't miss the next one. Drop your questions in the comments, I reply to every single one!

{hashtags}`,
    `🎬 {title}

Aaj ki video mein sab kuch step by step cover kiya hai: no fluff, bas wahi jo sach mein kaam karta hai. Save kar lo, aur us dost ko bhejo jo hamesha yahi poochta hai 😄

⏱️ Chapters
00:00 Intro
01:15 Basics, simple bhasha mein
03:45 Pro tips aur common mistakes
05:30 Conclusion

${LINKS_B}

Har hafte nayi video aati hai, toh Subscribe karke bell 🔔 daba do. Next kis topic pe video chahiye? Comments mein batao!

{hashtags}`,
    `📌 {title}

Everything you need to know, without the padding ⚡ I've tried this myself, so you get the honest version: what works, what doesn't, and what I'd do differently next time.

⏱️ Timestamps
00:00 Intro
01:15 Why this matters
03:45 The full breakdown
05:30 Conclusion

${LINKS_C}

Thanks for watching 🙏 If you learnt something new, a Like and a Subscribe really help the channel grow.

{hashtags}`,
  ],
  vlog: [
    `{title} 🎥

Come along for the day: the plans, the detours and the bits that didn't go to plan 😅 If you like slow, honest vlogs, you're in the right place.

⏱️ Timestamps
00:00 Intro
01:15 Getting started
03:45 The best part of the day
05:30 Conclusion

${LINKS_A}

Tell me in the comments where I should go next, and Subscribe 🔔 for the next vlog!

{hashtags}`,
    `✨ {title}

Aaj ka din thoda alag tha, aur maine sab kuch camera pe capture kiya 📸 Chai leke baitho aur saath chalo!

⏱️ Chapters
00:00 Intro
01:15 Subah ki shuruaat
03:45 Din ka highlight
05:30 Conclusion

${LINKS_B}

Video achhi lagi toh Like 👍 aur Subscribe 🔔 zaroor karna. Next vlog kahan ho, comments mein batao!

{hashtags}`,
    `📍 {title}

A full, unfiltered look at how this one went, from the first shot to the last. Some of it was planned, most of it wasn't, and that's what made it fun.

⏱️ Timestamps
00:00 Intro
01:15 How it started
03:45 Highlights
05:30 Conclusion

${LINKS_C}

New vlogs every week 🎬 Subscribe and hit the bell so you don't miss the next one.

{hashtags}`,
  ],
  review: [
    `{title} ⭐

I've used this long enough to give you a straight verdict: what's great, what's annoying, and who should skip it.

⏱️ Timestamps
00:00 Intro
01:15 First impressions
03:45 The good and the bad
05:30 Conclusion

${LINKS_A}

${DISCLOSURE}

Would you buy it? Tell me in the comments 👇 and Subscribe 🔔 for more honest reviews.

{hashtags}`,
    `🔍 {title}

Paisa vasool hai ya nahi? Is video mein sab kuch test kiya hai: build, performance, aur price ke hisaab se value 💸

⏱️ Chapters
00:00 Intro
01:15 Unboxing aur first look
03:45 Real-life test
05:30 Conclusion

${LINKS_B}

${DISCLOSURE}

Aapka verdict kya hai? Comments mein batao, aur Subscribe 🔔 karna mat bhoolna!

{hashtags}`,
    `📦 {title}

Specs tell half the story. Here's how it holds up in daily use, who it's for, and what I'd look at instead for the same money.

⏱️ Timestamps
00:00 Intro
01:15 Design and build
03:45 Performance in daily use
05:30 Conclusion

${LINKS_C}

${DISCLOSURE}

If this review helped you decide, a Like 👍 helps the channel more than you'd think.

{hashtags}`,
  ],
  shorts: [
    `{title} ⚡

This is the quick version; the full video goes deeper 👉 [link to the full video]

⏱️ In the full video
00:00 Intro
01:15 The setup
03:45 The full breakdown
05:30 Conclusion

📲 More from me
Instagram: [your link]
Website: [your link]

Follow for more Shorts like this 🔔

{hashtags}`,
    `🔥 {title}

Chhota sa video, kaam ki baat! Poori video channel pe hai 👉 [link to the full video]

⏱️ Poori video ke chapters
00:00 Intro
01:15 Basics
03:45 Main part
05:30 Conclusion

🔗 Instagram: [your link]
🔗 WhatsApp channel: [your link]

Aise aur Shorts ke liye Subscribe karo 🔔

{hashtags}`,
    `💡 {title}

Save this Short and watch the long version when you have time 👉 [link to the full video]

⏱️ Long version chapters
00:00 Intro
01:15 What you need
03:45 Step by step
05:30 Conclusion

🤝 Find me
Instagram: [your link]
Business enquiries: [your email]

Which Short should I make next? Comment below 👇

{hashtags}`,
  ],
};
