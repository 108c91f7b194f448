// Whole posts for the Hindi page, written as Indian creators post them: a first line that names the
// topic, a body (a question, a list, a short story, a tip), then a call to action from its own bank.
// `{topic}` is the subject as the visitor typed it; it never opens a line, so it needs no capital.
// Every post fits any kind of subject (a phone, a place, a dish, a person, an exam), and none leans
// on the subject's gender: no pronoun or verb agrees with it.

/** Posts in Hinglish (Hindi in Roman letters), each naming the topic once. */
export const HINGLISH_POSTS: readonly string[] = [
  "Sach batao, {topic} ke baare mein tumhari pehli feeling kya thi? 🤔\nMeri toh seedhi si thi: itna hype kyun?\nAur ab dekho, isi pe post bana rahe hain. 😅",
  "Teen lessons jo kisi ne pehle nahi bataye, {topic} ke baare mein 👇\n✔️ Shuruaat mein sab confusing lagta hai, aur yeh normal hai.\n✔️ Doosron se compare karoge toh maza chala jayega.\n✔️ Thoda time do, cheezein khud samajh aane lagti hain.",
  "Ek chhoti si story ☕\nDost ne pehli baar {topic} ke baare mein bataya toh maine hans ke taal diya.\nAaj wahi dost chidhata hai, kyunki ab is topic pe sabse zyada baatein meri taraf se hoti hain. 😂",
  "Ek kaam ki tip, {topic} waalon ke liye 💡\nJo sabko pasand hai, zaroori nahi tumhe bhi ho.\nPehle apna khud ka experience banao, reviews baad mein padhna.",
  "Unpopular opinion: log {topic} ko zarurat se zyada complicated bana dete hain. 🗣️\nSimple socho, dil se dekho, baaki sab sorted.\nAgree ya debate?",
  "Aaj ka mood: full {topic} ✨\nNa koi plan, na koi tension.\nBas yahi chal raha hai dimaag mein. Tumhara aaj ka mood kya hai?",
  "Sabse bada myth: {topic} ko samajhne ke liye expert hona padta hai. ❌\nSach: thodi curiosity aur thoda time kaafi hai.\nBaaki sab raaste mein seekh jaate hain.",
  "Expectation vs reality, {topic} edition 😅\nExpectation: sab kuch ekdum perfect, bilkul reel jaisa.\nReality: thoda messy, thoda alag, par honestly usse bhi better.",
  "Yeh post un logon ke liye jo {topic} ko seriously lete hain 📌\n👉 Pehle dhyan se dekho, phir opinion banao.\n👉 Sabki suno, par apna dimaag lagao.\n👉 Jo tumhe sahi lage, wahi chuno.",
  "Confession time 🙈\nJab baat {topic} ki ho, toh mera control zero hai.\nDost ab taunt maarte hain, aur sach kahun toh bura bhi nahi lagta.",
  "Dear {topic}, 💌\nGroup chat mein har baar tumhara hi zikr aa jaata hai.\nDost bore ho gaye, hum nahi. Aise hi bane rehna.",
  "Koi aaj pehli baar {topic} ke baare mein sun raha ho, toh usse sabse pehle kya bologe? 🤔\nMera jawab: aaram se, ek ek cheez samjho.\nMaza apne aap aane lagega.",
  "Chalo rate karo: {topic}, ek se das ke beech ⭐\nMera score abhi secret hai.\nPehle tumhara sunna hai, phir apna reveal karenge, promise.",
  "Chhota sa reminder 🌱\nChahe {topic} ho ya kuch aur, har din perfect nahi hota, aur yeh bilkul theek hai.\nProgress dheere hi sahi, ho toh rahi hai.",
  "Weekend plan sorted: thoda {topic}, thodi chai, aur zero tension ☕\nBaaki duniya Monday ko dekh lenge.",
];

/** Calls to action in Hinglish, one closing each post. */
export const HINGLISH_CALLS: readonly string[] = [
  "Kaam ki lagi toh save kar lo, baad mein kaam aayegi. 📌",
  "Us dost ko tag karo jisko yeh post dekhni hi chahiye. 👇",
  "Apni raay comments mein likho, har comment padha jaata hai. 💬",
  "Aisi aur posts ke liye follow kar lo. ✨",
  "Agree ho toh ek ❤️, nahi ho toh comments mein debate.",
  "Group chat mein bhejo, wahan bhi discussion shuru ho jayega. 📩",
  "Comments mein bas ek word: haan ya na? 👇",
  "Save karo, share karo, aur agle post ke liye jude raho. 🙌",
  "Tumhara experience kaisa raha? Comments mein batao. 👇",
  "Pasand aaya toh apni story pe share kar do. 🔁",
  "Agla post kis pe chahiye? Idea comments mein do. 💡",
  "Post notifications on kar lo, agla wala aur bhi mast hai. 🔔",
];
