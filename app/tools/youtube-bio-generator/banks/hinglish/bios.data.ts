import type { Niche } from "../en/bios.data";

// About-section bios for the Hindi page, two per niche like the English page, shown in this order
// every time. Written the way Indian channels introduce themselves: a hook line, what the channel
// covers, then emoji-led lines on what to expect and what to do next. Nothing a visitor would paste
// as their own claim: no numbers, subscriber counts, awards or credentials; the e-mail is a
// placeholder at example.com. Neither bank translates the other word for word.

/** Two bios in Hinglish (Roman letters) per niche. */
export const HINGLISH_CHANNEL_BIOS: Readonly<Record<Niche, readonly [string, string]>> = {
  Tech: [
    `📱 Tech reviews, bina kisi dikhave ke.
Smartphones, earbuds, laptops aur smart home gadgets ko hafton use karke batate hain ki kaunsa aapke paise ke laayak hai aur kaunsa sirf hype.

🆕 Har hafte naya review
💬 Agla kaunsa gadget test karein? Comment mein batao

📩 Business: yourname@example.com`,
    `💻 Tech, ab seedhi bhasha mein.
Phone ki chhupi settings, setup guides, budget computer builds aur "upgrade karein ya nahi?" wale videos, bilkul waise samjhaaye jaise ek dost samjhata hai. Bhaari shabd nahi, bas kaam ki baat.

🔔 Har hafte naye tutorials ke liye subscribe karo aur bell dabao
🛠️ Beginners ke liye, mehenge gear ki zaroorat nahi`,
  ],
  Vlogs: [
    `🎥 Chai, hungama aur beech ki har baat ☕
Chhote shehar se bade shehar aaye ek aam bande ki roz ki life: hostel ka khana, weekend trips, side hustle aur kabhi-kabhi ghar ka drama.

📅 Har Sunday naya vlog
✨ Travel ke liye aao, bloopers ke liye ruk jao`,
    `✈️ Student budget mein aaram se ghoomna.
Chhupe hue cafes, raat bhar ki trains, homestays aur woh jagah jo abhi tak aapki feed mein nahi aayi, pahadon se samundar tak. Har video mein asli kharcha, taaki aap apni trip khud plan kar sako.

📍 Abhi: kahin pahadon mein
🔔 Subscribe karo aur har weekend saath ghoomo`,
  ],
  Gaming: [
    `🎮 Roz raat gaming, full josh mein!
BGMI clutches, ranked grind aur squad ke saath funny fails. Zyadatar raaton ko live. Aao, chat mein hi bolo, aur gusse ka bura mat maano 😅

🔴 Hafte mein kai baar live streams
🏆 Har weekend custom rooms`,
    `🕹️ Story games, indie games aur purane classics, aaram se aur dil se khele hue.
Bina faltu commentary ke poore walkthroughs, sachche reviews, aur "kya yeh ab bhi khelne laayak hai?" wale videos un games ke liye jo aapse chhoot gaye.

🎧 Headphones laga ke dekho
💬 Agla game kaunsa khelun? Comments mein batao`,
  ],
  Education: [
    `📚 Zyada der nahi, zyada samajhdaari se padho.
Board exams, JEE, NEET aur college semesters ke liye padhai ke tareeke, exam strategy aur aazmaaye hue timetables. Chhote videos jo classes ke beech mein poore dekh sako.

🗓️ Har Monday padhai ka naya hack
✅ Exam se pehle playlist save kar lo`,
    `🧠 Bade ideas, chhote videos mein.
Science, history aur economics ko aasaan visuals aur roz ki misaalon se samjhaate hain, seedhi Hinglish mein. Har umar ke curious logon ke liye, sirf students ke liye nahi.

📖 Har hafte naya explainer
💡 Koi "par kyun?" wala sawaal hai? Comments mein poochho`,
  ],
};
