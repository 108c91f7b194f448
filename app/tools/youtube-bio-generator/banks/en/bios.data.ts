export const NICHES = ["Tech", "Vlogs", "Gaming", "Education"] as const;
export type Niche = (typeof NICHES)[number];

/** Two fixed About-section bios per niche, shown in this order every time. */
export const BIOS: Readonly<Record<Niche, readonly [string, string]>> = {
  Tech: [
    `📱 Honest tech reviews for people who actually check the price tag.
Smartphones, earbuds, laptops and smart-home gear tested for weeks, not hours, so you know what's worth your money and what's just hype.

🆕 New review every Tuesday and Friday
💬 Comment the gadget you want tested next

📩 Business: yourname@example.com`,
    `💻 Tech made simple, in Hindi and English.
Setup guides, hidden settings, budget PC builds and "should you upgrade?" videos, explained like a friend would explain it. Koi jargon nahi, sirf kaam ki baat.

🔔 Subscribe and hit the bell for weekly tutorials
🛠️ Beginner-friendly, no expensive gear needed`,
  ],
  Vlogs: [
    `🎥 Chai, chaos and everything in between ☕
Daily life vlogs from a small-town kid figuring out the big city: hostel food, weekend trips, side hustles and the occasional family drama.

📅 New vlog every Sunday
✨ Come for the travel, stay for the bloopers`,
    `✈️ Slow travel on a student budget.
Hidden cafés, overnight trains, homestays and the places your Instagram feed hasn't found yet, from Spiti to Gokarna. Real costs in every video so you can plan your own trip.

📍 Currently: somewhere in the hills
🔔 Subscribe to travel along, one weekend at a time`,
  ],
  Gaming: [
    `🎮 Gaming ka full dose, bina break ke!
BGMI clutches, Valorant ranked grinds and funny fails with the squad. Live most nights from 9 PM IST. Pull up, say hi in chat, and don't mind the rage 😅

🔴 Live streams: Mon, Wed, Fri
🏆 Custom rooms every weekend`,
    `🕹️ Story games, indie gems and retro classics, played slowly and properly.
Full walkthroughs without commentary spam, honest reviews, and "is it worth it in 2025?" videos for games you missed.

🎧 Best with headphones
💬 Tell me what to play next in the comments`,
  ],
  Education: [
    `📚 Learn smarter, not longer.
Study techniques, exam strategies and topper-tested timetables for board exams, JEE, NEET and college semesters. Short videos you can actually finish between classes.

🗓️ New study hack every Monday
✅ Save the playlist before exam season`,
    `🧠 Big ideas, explained in 10 minutes or less.
Science, history and economics broken down with simple visuals and everyday examples, in easy Hinglish. For curious minds of every age, not just students.

📖 New explainer every week
💡 Got a "but why?" question? Drop it in the comments`,
  ],
};
