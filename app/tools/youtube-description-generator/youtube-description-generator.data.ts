/**
 * Description templates. `{title}` is the video title and `{hashtags}` the hashtag line; every
 * template carries the same sample chapters (00:00 Intro … 05:30 Conclusion) so creators only
 * retime them, and placeholder lines where their own links go.
 */
export const DESCRIPTION_TEMPLATES = [
  `{title}

In this video I take you through it step by step, so you can follow along even if you're just starting out. Watch till the end for the one mistake almost everyone makes 👀

⏱️ Timestamps
00:00 Intro
01:15 What you need before you start
03:45 Step-by-step walkthrough
05:30 Conclusion

📲 Stay connected
Instagram: [your link]
Twitter / X: [your link]
Website: [your link]

If this helped, hit Like 👍 and Subscribe 🔔 so you don't miss the next one. Drop your questions in the comments, I reply to every single one!

{hashtags}`,
  `🎬 {title}

Aaj ki video mein sab kuch cover kiya hai: no fluff, just what actually works. Save this one for later and share it with that friend who keeps asking you about it 😄

⏱️ Chapters
00:00 Intro
01:15 The basics, explained simply
03:45 Pro tips and common mistakes
05:30 Conclusion

🔗 Find me here
Instagram: [your link]
Telegram / WhatsApp channel: [your link]
Business enquiries: [your email]

New videos every week, so Subscribe and turn on the bell 🔔 Comment below what you want to see next!

{hashtags}`,
  `📌 {title}

Everything you need to know, in under ten minutes ⚡ I've tested this myself, so you get the honest version: what works, what doesn't, and what I'd do differently.

⏱️ Timestamps
00:00 Intro
01:15 Why this matters
03:45 The full breakdown
05:30 Conclusion

🤝 Let's connect
Instagram: [your link]
LinkedIn: [your link]
Gear I use: [your link]

Thanks for watching 🙏 If you learnt something new, a Like and a Subscribe really help the channel grow.

{hashtags}`,
] as const;

/** Tags every description ends with, after the one made from the title. */
export const FIXED_HASHTAGS = ["YouTube", "Tutorial"] as const;
