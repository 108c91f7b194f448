import type { PostTemplate } from "../en/posts.data";
import { ANY, NOT_FOOD, NO_FORMAT, type TopicPostGroup, topicPosts } from "../shape";

// The Hindi page's openings for a known topic in Hinglish (Hindi in Roman letters), for the same
// fits as the Devanagari bank (banks/hi/topic-posts.data.ts), written on their own, not
// transliterated. `{s}` is the subject in Roman letters; the other slots are the Devanagari bank's.

const GROUPS: readonly TopicPostGroup[] = [
  [
    { kinds: ["product"], formats: NO_FORMAT },
    [
      "Seedhi baat: {s} 👀\nLena hai ya skip? Comments mein batao 👇",
      "{S}: hype vs asal mein kya milta hai 🔍\nIske baare mein kuch bhi poocho, neeche.",
      "Kharidne se pehle wali post: {s} 🛒\nAgli sale ke liye save kar lo.",
      "{S}, bina marketing ke: woh baatein jo sach mein matter karti hain 📝\nTum abhi kya use kar rahe ho? Batao 👇",
      "Paisa vasool ya nahi? {S} 💸\nComments mein vote karo: ✅ ya ❌",
    ],
  ],
  [
    { kinds: ["brand"], formats: NO_FORMAT },
    [
      "Brand check: {s} 🔍\nTumhare liye hit ya miss? Batao 👇",
      "Chalo {s} ki baat karte hain 💬\nEk cheez batao jo yeh sabse achha karte hain.",
      "{S} ke fans, yeh post tumhare liye 🙌\nAgli baar inse kya try karun? Comments mein batao.",
      "{S} pe meri honest raay 💭\nAgree ya disagree? Neeche batao 👇",
      "Overrated ya underrated: {s}? ⚖️\nComments mein apni side chuno.",
    ],
  ],
  [
    { kinds: ["place"], formats: NO_FORMAT, needs: ["region"] },
    [
      "{S} diaries 📍\nAgli trip ke liye save karo aur apne travel buddy ko tag karo 🧳",
      "Agar {s} abhi tak tumhari list mein nahi hai, toh shayad yeh post badal de ✈️\nUs trip ke liye save kar lo jo har baar tal jaati hai.",
      "{S} se postcards 📸\nYahan gaye ho? Apni favourite jagah batao 👇",
      "{S}, dil yahin chhod aaye 🤍\nAgla kahan jaun? Suggestions do.",
      "Trip plan pakka: {s} 🗺️\nKaun kaun chal raha hai? Tag karo 👇",
    ],
  ],
  [
    { kinds: ["place"], formats: NO_FORMAT, needs: ["venue"] },
    [
      "Spot check: {s} 📍\nJaoge? Haan ya na, comments mein 👇",
      "Agle outing day ke liye save: {s} 📌\nJis dost ko saath le jaoge, usse tag karo.",
      "{S}, first impression 👀\nYahan gaye ho? Batao kya chhoot gaya.",
      "Aisi jagah jiske liye poora din plan ho: {s} ☀️\nYahan sabse pehle kya karoge?",
    ],
  ],
  [
    { kinds: ["food"], formats: NO_FORMAT },
    [
      "Aaj ka food mood: {s} 😋\nAaj kya khaya? Comments mein batao 👇",
      "{S} ko na kehna mushkil hai 🤤\nUsse tag karo jiske saath share karoge (ya nahi 😅)",
    ],
  ],
  [
    { kinds: ["food"], formats: NO_FORMAT, needs: ["eatenOut"] },
    [
      "Food walk mode on: {s} 😋\nAgli baar kya zaroor try karun? 👇",
      "Plate by plate: {s} 🍽️\nIs spread ko das mein se number do, comments mein.",
      "Kuch bhi bolo, {s} ka koi muqabla nahi 🤤\nUs dost ko tag karo jo har food walk ke liye ready rehta hai.",
      "Agle cheat day ke liye save: {s} 📌\nTumhari favourite jagah kaunsi hai?",
      "Diet ruk sakti hai, {s} nahi 😅\nAgli baar kaun saath chalega?",
    ],
  ],
  [
    { kinds: ["food"], formats: [null, "recipe"], needs: ["howTo"] },
    [
      "Ghar pe banao, restaurant bhool jao: {s} 🍳\nPoori recipe chahiye? Comments mein batao 👇",
      "Comfort food, sorted: {s} 🤍\nTumhare ghar mein kaise banta hai? Har ghar ka apna tareeka hota hai.",
      "Scratch se banaya: {s} 🙌\nUs din ke liye save karo jab sach mein cooking ka time ho.",
      "Mummy ke haath wala swaad, {s} mein 💛\nTumhare ghar ki koi secret tip? Neeche likho.",
      "Sunday special: {s} 🍽️\nAaj kiske ghar kya bana? Batao 👇",
    ],
  ],
  [
    { kinds: ["activity"], formats: NO_FORMAT, needs: ["howTo"] },
    [
      "{S} ke woh notes jo kaash day one pe mil jaate 📝\nSave karo aur baad mein dobara dekho.",
      "{S}: roz thoda, aur farak dikhne lagta hai 📈\nTum kitne din se kar rahe ho? Batao 👇",
      "{S} mein shuruaat karne walon ke liye ek baat: perfect nahi, regular bano 🌱\nApni pehli galti comments mein batao.",
      "{S} wala din, aur mood set ✨\nAaj tumne kya kiya? Neeche likho 👇",
      "{S} ki ek tip jo sach mein kaam aayi 💡\nTumhari tip kya hai? Share karo.",
      "Day one vs aaj: {s} 🔁\nApna safar ek word mein batao 👇",
    ],
  ],
  [
    { kinds: ["activity"], formats: NO_FORMAT, avoids: ["howTo"] },
    [
      "{S}, aur din ban gaya ☀️\nTumhare liye perfect din kaisa hota hai?",
      "Yaadon mein save: {s} 📸\nUs insaan ko tag karo jiske saath agli baar jaana hai 👇",
      "{S} ka apna hi maza hai 🎉\nKabhi try kiya? Comments mein batao.",
    ],
  ],
  [
    { kinds: ["animal"], formats: NO_FORMAT, avoids: ["wild", "stray"] },
    [
      "{S} wale log, yeh post tumhare liye 🐾\nApne wale ki photo comments mein daalo 👇",
      "{S} ke saath har din thoda aur pyaara 🤍\nTumhari sabse pyaari yaad kya hai?",
      "Is ghar ke asli boss se milo: {s} 👑\nTumhare ghar ka boss kaun hai? Batao 😄",
      "{S} ki care ki ek baat jo sabko pata honi chahiye 💡\nTumhari tip neeche likho.",
      "Aaj ki post {s} ke naam 🐾\nUs dost ko tag karo jisko yeh post dekhni chahiye.",
    ],
  ],
  [
    { kinds: ["animal"], formats: NO_FORMAT, needs: ["stray"] },
    [
      "Mohalle ke heroes: {s} 🐾\nIs garmi ghar ke bahar paani ka ek katora rakho. Agree ho toh share karo.",
      "{S} ke liye thoda khaana, thoda pyaar 🤍\nTumhare area mein kaun inka khayal rakhta hai? Tag karo 👇",
      "{S} bhi hamare mohalle ka hissa hain 🏡\nTum inke liye kya karte ho? Batao.",
    ],
  ],
  [
    { kinds: ["animal"], formats: NO_FORMAT, needs: ["wild"] },
    [
      "Jungle mein dikha: {s} 🌿\nKabhi paas se dekha hai? Kahan, batao 👇",
      "{S} ko unke ghar mein dekhna, sabse khaas experience 🐾\nDoori rakho, shor mat karo. Agree?",
      "{S}: jitna dekho, utna kam 🌳\nAgli safari kahan karun? Suggest karo.",
    ],
  ],
  [
    { kinds: ["person"], formats: NO_FORMAT },
    [
      "{S} ki taareef mein ek post, bas yunhi 🙌\nTumhe sabse zyada kya pasand hai? Comments mein batao.",
      "Aaj ki post {s} ke naam 🤍\nEk word mein batao, tumhare liye kya matlab hai.",
    ],
  ],
  [
    { kinds: ["person"], formats: NO_FORMAT, needs: ["named"] },
    [
      "{S} ka tumhara all-time favourite moment? 🙌\nComments mein batao, phir se jeete hain.",
      "{S} se seekhi ek baat jo hamesha yaad rahegi 💡\nTumhari seekh kya hai? Neeche likho.",
      "{S} ke fans, haazri lagao 🙋\nKab se fan ho? Batao 👇",
      "{S} ka asar, ek post mein ✨\nKaunsa moment tumhe sabse zyada yaad hai?",
    ],
  ],
  [
    { kinds: ["person"], formats: NO_FORMAT, avoids: ["named", "latinless"] },
    [
      "Hamari life ke har {s} ke liye 🤍\nApne wale ko tag karo 👇",
      "{S} ki life, jo dikhti kam hai 💭\nEk baat batao jo log nahi samajhte.",
      "Har {s} ke liye ek chhota sa thank you 🙏\nJisse thank you bolna hai, usse tag karo.",
      "{S} hona easy nahi 💪\nAgree ho toh ❤️, apni kahani comments mein.",
    ],
  ],
  [
    { kinds: ["event"], formats: NO_FORMAT },
    [
      "{S} mode: ON ✨\nIs baar kaise mana rahe ho? Batao 👇",
      "{S} ki raunak, ek post mein 🎉\nTumhari sabse pyaari yaad kya hai?",
      "{S} ka matlab: apne log aur dher saari yaadein 🤍\nTumhare liye kya matlab hai? Ek word mein batao.",
    ],
  ],
  [
    { kinds: ["event"], formats: NO_FORMAT, avoids: ["sport"] },
    [
      "{S} ki taiyari, ek ek list karke 📝\nEk cheez jo tum kabhi skip nahi karte?",
      "{S} checklist: kapde, sajaawat, mithai ✅\nTumhari list mein sabse upar kya hai?",
    ],
  ],
  [
    { kinds: ["event"], formats: NO_FORMAT, needs: ["named"], avoids: ["sport"] },
    [
      "{S} ka countdown shuru ⏳\nIs baar tumhari must-do list mein kya hai?",
      "{S} kareeb hai, taiyari kahan tak pahunchi? 🎊\nComments mein status batao 👇",
    ],
  ],
  [
    { kinds: ["event"], formats: NO_FORMAT, needs: ["sport"] },
    [
      "Match day wali feeling: {s} 🏆\nTum kiske saath ho? Comments mein batao 👇",
      "{S} ka bukhaar chadh chuka hai 🔥\nTumhari prediction kya hai? Neeche likho.",
    ],
  ],
  [
    { kinds: ["study"], formats: NO_FORMAT },
    [
      "{S}, ek ek din karke 📚\nAaj tum kya padh rahe ho? Neeche batao 👇",
      "{S} walon, ek reminder: aaram bhi zaroori hai 🌙\nAgree ho toh save karo.",
      "{S} ka roz ka rule: thoda, par har din ✅\nTumhara rule kya hai?",
      "{S} ke beech ek chhota break ☕\nTum break mein kya karte ho? Batao 👇",
    ],
  ],
  [
    { kinds: ["study"], formats: NO_FORMAT, needs: ["exam"] },
    [
      "{S}: toppers ke time table se nahi, syllabus se shuruaat karo 📋\nAb tak kya kaam aaya?",
      "{S} ke liye ek baat: mock tests se daro mat, unse seekho 📈\nTumhara pichhla score better hua? Batao.",
    ],
  ],
  [
    { kinds: ["study"], formats: NO_FORMAT, avoids: ["exam"] },
    [
      "{S}, thoda kam scary 🧠\nAgla kaunsa topic easy karun?",
      "{S} ka ek aasaan tareeka, jo kaash pehle pata hota 💡\nSave karo aur dost ko bhejo.",
    ],
  ],
  [
    { kinds: ["game"], formats: NO_FORMAT },
    [
      "'Bas ek last match': har {s} player ki kahani 😅\nUs dost ko tag karo jo har baar yahi bolta hai 👇",
      "{S} mein sabse yaadgaar jeet? 🏆\nComments mein kahani sunao.",
      "{S} wali gang, haazri lagao 🎮\nKaun kaun aaj raat online hai?",
    ],
  ],
  [
    { kinds: ["game"], formats: NO_FORMAT, needs: ["videoGame"] },
    [
      "{S} squad, kahan ho? 🎮\nApna in-game naam comments mein daalo 👇",
      "{S} ka naya update: pasand aaya ya nahi? 🔄\nNeeche apni raay batao.",
    ],
  ],
  [
    { kinds: ["game"], formats: NO_FORMAT, needs: ["shooter"] },
    [
      "{S} settings jo kabhi nahi badalti ⚙️\nTumhari sensitivity kya hai? Neeche daalo 👇",
      "{S} mein last zone ki dhadkan 🔥\nTumhara best finish kitna hai? Batao.",
    ],
  ],
  [
    { kinds: ["show"], formats: NO_FORMAT },
    [
      "{S} se ab tak bahar nahi nikle 🍿\nTumhara favourite hissa kaunsa hai? Batao 👇",
      "{S} pe tumhari ek line ki raay? ✍️\nComments mein likho, bina spoiler ke.",
      "{S} dekhne ke baad wali feeling 💭\nKaunsa scene dimaag se nahi jaata?",
      "{S} ke fans, yeh post tumhare naam 🙌\nDas mein se kitne number doge?",
      "{S} pe debate karni hai, ready ho? ⚖️\nOverrated ya underrated, comments mein batao.",
    ],
  ],
  [
    { kinds: ["field"], formats: NO_FORMAT },
    [
      "{S}, bina bhaari bharkam words ke 💡\nAgla kya easy karun? Comments mein batao.",
      "{S} ki ek baat jo sabko pata honi chahiye 📌\nSave karo aur kisi ko bhejo.",
      "{S} pe ek myth, aur sach 🔍\nTumne kaunsa myth suna hai? Neeche likho.",
      "{S} mein shuruaat kahan se karein? 🌱\nTumhari pehli seekh kya thi? Batao 👇",
      "{S} pe meri raay, seedhe shabdon mein 💭\nAgree? ❤️ ya comments mein debate.",
    ],
  ],
  // ── Formats: what the keyword says the post is (a review, a vlog, a recipe …) ──
  [
    { kinds: ANY, formats: ["review"] },
    [
      "Honest review: {s} ⭐\nLoge? Haan ya na, comments mein 👇",
      "{S} ka review, bina filter ke 📝\nTumhara experience kaisa raha? Batao.",
      "{S} pe mera verdict, das mein se ⭐\nPehle tum guess karo 👇",
    ],
  ],
  [
    { kinds: ["product", "brand", "food", "place"], formats: ["review"] },
    ["{S}: paisa vasool ya nahi? 💸\nPehle tumhara verdict, phir mera 👇"],
  ],
  [
    { kinds: ["product"], formats: ["review"] },
    ["Spec sheet vs real life: {s} 🔍\nKharidte waqt tumhare liye sabse zaroori kya hai?"],
  ],
  [
    { kinds: ["show"], formats: ["review"] },
    [
      "Spoiler-free review: {s} ✍️\nEnding ke baare mein tum kya sochte ho?",
      "{S}: dekhein ya chhodein? 🍿\nTumhara verdict comments mein 👇",
    ],
  ],
  [
    { kinds: ["food", "place"], formats: ["review"] },
    ["Chakha, parkha, rate kiya: {s} 😋\nJaana banta hai? Gaye ho toh batao 👇"],
  ],
  [
    { kinds: ANY, formats: ["unboxing"] },
    [
      "Unboxing: {s} 📦\nSabse pehle kya test karun? Comments mein batao 👇",
      "Box khula, aur yeh nikla: {s} ✨\nTumhara first impression kya hai?",
      "{S} ki unboxing, ek take mein 📦\nBox mein kuch chhoota toh nahi? Batao.",
    ],
  ],
  [
    { kinds: ANY, formats: ["comparison"] },
    [
      "{A} vs {b}: kaun jeeta? ⚖️\nComments mein apni side chuno 👇",
      "Team {a} ya team {b}? 🤔\nEk word mein jawab do 👇",
      "{A} ya {b}, faisla tumhara ⚖️\nWajah ke saath comment karo.",
    ],
  ],
  [
    { kinds: ["product", "brand"], formats: ["comparison"] },
    ["Ek budget, do kahaniyan: {a} vs {b} 💸\nTumhari cart mein kaun jayega?"],
  ],
  [
    { kinds: ["food"], formats: ["recipe", "tutorial"], needs: ["howTo"] },
    [
      "Recipe alert: {s} 🍳\nAbhi save karo, dinner ke time thank you bolna 😄",
      "{S}, ghar pe, bina jhanjhat ke 🙌\nPoora method chahiye toh comments mein 'recipe' likho.",
      "{S} ki recipe, step by step 👩‍🍳\nBanakar dekho toh photo ke saath tag karna!",
    ],
  ],
  [
    { kinds: NOT_FOOD, formats: ["tutorial", "recipe"], needs: ["howTo"] },
    [
      "Step by step: {s} ✍️\nSave karo aur aaj hi try karo. Sawaal ho toh neeche likho 👇",
      "{S}, aasaan tareeke se 📌\nKaunsa step sabse mushkil laga? Batao.",
    ],
  ],
  [
    { kinds: NOT_FOOD, formats: ["tutorial", "recipe"], needs: ["howTo"], avoids: ["prep"] },
    [
      "Aaj se {s} seekhna shuru karun, toh aise karun 💡\nSave karo aur chhote se shuru karo.",
      "{S} seekhne ka mera tareeka, teen steps mein 🌱\nTumne kaise seekha? Batao 👇",
    ],
  ],
  [
    { kinds: ANY, formats: ["vlog"] },
    [
      "Saath chalo: {s} 🎥\nPoora vlog aa gaya hai, link bio mein 🔗",
      "{S} wala din, camera mein 📹\nKaunsa pal sabse achha laga? Batao 👇",
      "Vlog diaries: {s} 🎬\nAgla vlog kis pe ho? Suggest karo.",
    ],
  ],
  [{ kinds: ["place"], formats: ["vlog"], needs: ["region"] }, ["{S} trip dump 📸\nAgla kahan jaun?"]],
  [
    { kinds: ["food"], formats: [null, "vlog"], needs: ["eatenOut", "withPlace"] },
    ["{place} mein {s} ki talaash 😋\nKya chhoot gaya? Agli baar ke liye batao 👇"],
  ],
  [
    { kinds: ANY, formats: ["haul"] },
    [
      "Haul time: {s} 🛍️\nTum kaunsi cheez rakhoge? Batao 👇",
      "{S} haul: wallet khaali, dil khush 💸\nSabse achhi cheez kaunsi lagi?",
      "Gaye the ek cheez lene, le aaye poora {s} haul 😅\nTumhare saath bhi aisa hota hai?",
    ],
  ],
  [
    { kinds: ANY, formats: ["tips"] },
    [
      "{S} ki woh tips jo kaash pehle pata hoti 💡\nBaad ke liye save karo 📌",
      "{S} ki paanch tips, seedhe kaam ki ✅\nApni tip comments mein jodo.",
      "{S} easy banane ke chhote tareeke 🧩\nKaunsa aaj try karoge?",
      "{S}: galtiyan kam, results zyada 📈\nUs dost ko bhejo jisko iski zaroorat hai.",
    ],
  ],
  [
    { kinds: ANY, formats: ["challenge"] },
    [
      "{S} challenge: accepted ✅\nPhir se karun? Comments mein 'haan' likho 👇",
      "{S} challenge, aur result dekho 😅\nTum karoge? Dost ko tag karo.",
      "{S} challenge ka din 🔥\nMera score beat karke dikhao!",
    ],
  ],
  [
    { kinds: ANY, formats: ["grwm"], avoids: ["formatOnly"] },
    [
      "{S} ke liye mere saath ready ho jao 🪞\nOutfit ya makeup: kiski details doon?",
      "{S} wala look, shuru se end tak 💄\nKaunsa step tum kabhi skip nahi karte?",
    ],
  ],
  [
    { kinds: ANY, formats: ["grwm"], needs: ["formatOnly"] },
    [
      "Mere saath ready ho jao, aaram se ☕\nWoh ek step jo tum kabhi skip nahi karte? Batao 👇",
      "Subah ki taiyari, bina jaldbaazi ke 🪞\nTumhe ready hone mein kitna time lagta hai?",
    ],
  ],
  [
    { kinds: ["study", "activity"], formats: ["study-with-me"], avoids: ["formatOnly"] },
    [
      "Mere saath padho: {s} edition ⏱️\nAaj tum kya padh rahe ho? Neeche batao 👇",
      "{S}, timer on aur phone door 📚\nAaj tumhara target kya hai?",
    ],
  ],
  [
    { kinds: ["study", "activity"], formats: ["study-with-me"], needs: ["formatOnly"] },
    [
      "Mere saath padho: phone door, timer on ⏱️\nAaj tum kis pe kaam kar rahe ho? Neeche batao 👇",
      "Ek ghanta, bina ruke, saath mein 📚\nPoora kiya toh comments mein ✅ daalo.",
    ],
  ],
  [
    { kinds: ANY, formats: ["tour"] },
    [
      "{S} tour mein tumhara swagat hai 👀\nKaunsa kona tumhe sabse achha laga?",
      "{S} tour, ek ek kona 🏠\nTum kya badloge? Batao 👇",
      "Chalo {s} ghoomte hain 🚪\nAgla tour kiska ho?",
    ],
  ],
  [
    { kinds: ["place"], formats: ["travel-guide"] },
    [
      "{S} trip ke liye yeh save kar lo 🗺️\nJiske saath ja rahe ho, usse bhejo 👇",
      "{S} ki poori guide, ek post mein 📍\nKoi sawaal ho toh comments mein poocho.",
      "{S}: kab jaayein, kahan rukein, kya khayein 🧳\nKuch chhoot gaya toh batao.",
    ],
  ],
  [
    { kinds: ["place"], formats: ["travel-guide"], needs: ["region"] },
    ["Pehli baar {s}? Yahan se shuru karo 📍\nTicket book karne wale din ke liye save kar lo 🎟️"],
  ],
  [
    { kinds: ANY, formats: ["reaction"] },
    [
      "Mera honest reaction: {s} 😱\nTumhara kya tha? Neeche batao 👇",
      "{S} dekh ke mera chehra, bina edit 🙈\nTumne pehli baar dekha toh kya socha?",
    ],
  ],
  [
    { kinds: ANY, formats: ["highlights"] },
    [
      "Highlights: {s} 🔥\nBest moment? Comments mein batao 👇",
      "{S} ke best moments, ek post mein 🏆\nKaunsa moment baar baar dekha?",
      "{S}: jo miss ho gaya, woh yahan hai ⚡\nDas mein se kitne number?",
    ],
  ],
  [
    { kinds: ["game"], formats: ["gameplay"] },
    [
      "Gameplay drop: {s} 🎮\nDas mein se number do, honestly 😄",
      "{S} ka ek aur round, bina cut 🕹️\nKaunsa move sabse achha laga?",
    ],
  ],
  [
    { kinds: ["game"], formats: ["gameplay"], needs: ["videoGame"] },
    ["{S} gameplay, na edit, na bahane 🔥\nSaath khelna ho toh apna in-game naam daalo 👇"],
  ],
  [
    { kinds: ANY, formats: ["ideas"] },
    [
      "{S} ideas, baad ke liye save karo 📌\nSabse pehle kaunsa try karoge?",
      "{S} ke liye das ideas, har budget mein 💡\nTumhara favourite kaunsa? Number batao 👇",
      "{S} ki planning shuru? Yeh ideas dekho ✨\nUs dost ko bhejo jo saath plan karega.",
    ],
  ],
  [
    { kinds: ANY, formats: ["explained"] },
    [
      "{S}, aasaan bhasha mein 💡\nAgla kya samjhaun? Batao 👇",
      "{S} ko ek post mein samjho 🧠\nKoi sawaal bacha ho toh comments mein poocho.",
      "{S}: aasaan words, poori baat 📖\nSave karo aur kisi ko samjhao.",
    ],
  ],
  [
    { kinds: ["show"], formats: ["explained"] },
    ["Aage spoilers hain: {s}, samjhaya hua 🍿\nTumhari theory kya hai? Comments mein batao 👇"],
  ],
];

/** The same in Hinglish (Hindi in Roman letters), written on its own, not transliterated. */
export const HINGLISH_TOPIC_POSTS: readonly PostTemplate[] = topicPosts(GROUPS);
