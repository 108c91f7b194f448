import {
  ANY,
  type HindiDescriptionTemplate,
  NOT_FOOD,
  NOT_PRODUCT,
  NO_FORMAT,
  type WritingParts,
  shape,
  short,
} from "../shape";

// The Hindi page's description shapes in Hinglish (Roman letters): the Devanagari bank's shapes
// (banks/hi/descriptions.data.ts), shape for shape, with the same fits, marks and parts (see
// ../shape.ts). In `intro`, `{s}` is the subject with its place and `{S}` the same where a sentence
// opens with it; nothing else. Placeholders sit in [brackets], and nothing states a number, a price
// or a date for the creator.

/** The parts every description shares, in Hinglish. */
export const HINGLISH_PARTS = {
  heading: "⏱️ Timestamps",
  shortsHeading: "⏱️ Poori video ke chapters",
  intro: "Intro",
  end: "Aakhri Baat",
  links: `🔗 Mujhse judiye
Instagram: [aapka link]
WhatsApp channel: [aapka link]
Business ke liye: [aapka email]`,
  shortsLinks: `🔗 Instagram: [aapka link]
🔗 WhatsApp channel: [aapka link]`,
  disclosure: "Disclosure: [paid partnership / brand ne bheja / apne paise se khareeda]",
} satisfies WritingParts;

const SUBSCRIBE = "Aise aur videos ke liye Subscribe 🔔 karo.";
const VET = "🩺 Health, khane ya dawai ki kisi bhi baat ke liye vet se zaroor poochhein.";

/** The Hindi page's description shapes in Hinglish, in the order they are dealt. */
export const HINGLISH_DESCRIPTIONS = [
  // ── Reviews ──
  shape(
    { kinds: ["product"], formats: ["review"] },
    "⭐",
    {
      intro:
        "Paisa vasool hai ya nahi? {S} ko roz use karke test kiya: kya badhiya hai, kya khatakta hai, aur kise nahi lena chahiye 💸",
      facts: `📋 Ek nazar mein
Price: [aapne kitne mein liya, aur kahan se]
Khaas specs: [sabse zaroori teen]
Faisla: [ek line mein: lo, ruko ya chhodo]`,
      chapters: ["Pehli jhalak aur specs", "Roz ka use: achha aur bura"],
      conclusion: ": mera faisla",
      outro: "Aap lenge ya nahi? Comments mein batao 👇 aur honest reviews ke liye Subscribe 🔔 karo.",
    },
    true,
  ),
  shape(
    { kinds: NOT_PRODUCT, formats: ["review"] },
    "🔍",
    {
      intro: "{S} par meri seedhi raay: jo achha laga, jo nahi laga, aur ye kiske liye sahi hai.",
      chapters: ["Pehla experience", "Achhi aur buri baatein"],
      conclusion: ": mera faisla",
      outro: "Aapka experience kaisa raha? Comments mein batao 👇 " + SUBSCRIBE,
    },
    true,
  ),
  shape({ kinds: ["show"], formats: ["review"] }, "🎬", {
    intro: "{S} review, bina spoiler ke: kahani, acting, music aur ye dekhne layak hai ya nahi.",
    chapters: ["Kahani, bina spoiler", "Acting aur music"],
    conclusion: ": dekhein ya chhodein",
    outro: "Aapne dekha? Comments mein apni rating batao 👇 (spoiler nahi, please!)",
  }),
  shape({ kinds: ["food"], formats: ["review"] }, "😋", {
    intro: "{S} taste review: swaad, quantity, daam aur kya ye dobara khane layak hai.",
    facts: `📍 Kahan: [jagah ka naam aur area]
💰 Kitne ka pada: [aapne jo diya]`,
    chapters: ["Pehli bite", "Swaad aur quantity"],
    conclusion: ": dobara khayenge ya nahi",
    outro: "Aapki favourite jagah kaunsi hai? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["place"], formats: ["review"] }, "📍", {
    intro: "{S} ka honest review: mahaul, service, kharcha aur kya ye jaane layak hai.",
    facts: `📍 Address: [poora address ya map link]
🕒 Timing: [samay likhein]`,
    chapters: ["Pehli nazar", "Kya achha laga, kya nahi"],
    conclusion: ": jaayein ya nahi",
    outro: "Aap wahan gaye ho? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["game"], formats: ["review"], needs: ["videoGame"] }, "🎮", {
    intro: "{S} review: gameplay, graphics, performance aur kya ye aapke time ke layak hai.",
    facts: `🎮 Maine khela: [device ya platform]`,
    chapters: ["Gameplay aur controls", "Graphics aur performance"],
    conclusion: ": khelein ya nahi",
    outro: "Aapko ye game kaisa laga? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape(
    { kinds: ANY, formats: ["unboxing"] },
    "📦",
    {
      intro: "{S} unboxing: dabbe mein kya-kya hai, pehli jhalak kaisi hai, aur shuruaati raay.",
      facts: `📦 Dabbe mein: [har cheez likhein]`,
      chapters: ["Dabbe mein kya hai", "Pehli jhalak"],
      conclusion: ": shuruaati raay",
      outro: "Poora review chahiye? Comments mein batao 👇 " + SUBSCRIBE,
    },
    true,
  ),
  // ── Comparisons and hauls ──
  shape(
    { kinds: ["product", "brand"], formats: ["comparison"] },
    "⚖️",
    {
      intro: "{S}: design, performance aur price ke hisaab se seedha comparison, taaki aap sahi chunein.",
      facts: `📋 Dono ek nazar mein
Pehla: [price aur khaas baatein]
Doosra: [price aur khaas baatein]`,
      chapters: ["Design aur build", "Performance aur roz ka use"],
      conclusion: ": kise kaunsa lena chahiye",
      outro: "Aap kise chunoge? Comments mein batao 👇 " + SUBSCRIBE,
    },
    true,
  ),
  shape({ kinds: ANY, formats: ["comparison"] }, "⚖️", {
    intro: "{S}: dono ko aamne-saamne rakha hai, farq saaf-saaf, taaki aap khud faisla kar sako.",
    chapters: ["Pehla round", "Doosra round"],
    conclusion: ": kaun jeeta",
    outro: "Aapki team kaunsi hai? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape(
    { kinds: ANY, formats: ["haul"] },
    "🛍️",
    {
      intro: "{S} haul: kya khareeda, kya pasand aaya, aur kya wapas karne layak tha.",
      facts: `🛍️ Is video ki cheezein
[cheez – kahan se – link]
[cheez – kahan se – link]`,
      chapters: ["Pehli cheezein", "Baaki shopping"],
      conclusion: ": kya worth tha",
      outro: "Aapki favourite cheez kaunsi lagi? Comments mein batao 👇 " + SUBSCRIBE,
    },
    true,
  ),
  // ── How-tos ──
  shape({ kinds: ["food"], formats: [null, "recipe", "tutorial"], needs: ["howTo"] }, "🍳", {
    intro:
      "Ghar par {s} banana bilkul mushkil nahi hai. Simple ingredients, saaf steps, taaki pehli baar mein hi sahi bane 😋",
    facts: `📝 Ingredients
[ingredient – quantity]
[ingredient – quantity]
[baaki yahan likhein]

🍽️ Kitne logon ke liye: [likhein]`,
    chapters: ["Ingredients", "Banane ka tareeka"],
    conclusion: " aur serving tips",
    outro: "Banakar dekha toh comments mein zaroor batana, result kaisa raha 👇 aur recipes ke liye Subscribe 🔔 karo.",
  }),
  shape({ kinds: NOT_FOOD, formats: [null, "tutorial", "recipe"], needs: ["howTo"] }, "📌", {
    intro: "{S}, beginners ke liye step by step: jo chahiye, usi order mein jismein chahiye.",
    facts: `🧰 Aapko chahiye
[cheez, app ya tool]
[cheez, app ya tool]`,
    chapters: ["Shuru karne se pehle kya chahiye", "Step by step"],
    outro: "Kahin atak gaye? Comments mein poochho 👇 Like 👍 aur Subscribe 🔔 karo.",
  }),
  shape({ kinds: NOT_FOOD, formats: [null, "tutorial", "recipe"], needs: ["howTo"], avoids: ["prep"] }, "💡", {
    intro:
      "{S} ki basic baatein, sahi tareeke se: har step ke peeche ki wajah, shuru mein hone wali galtiyan, aur practice kaise karein.",
    chapters: ["Ye kyun zaroori hai", "Poori baat detail mein"],
    outro: "Kuch naya seekha ho toh Like 👍 aur Subscribe 🔔 zaroor karo, isse channel ko bahut madad milti hai.",
  }),
  shape({ kinds: ["activity"], formats: NO_FORMAT, needs: ["howTo"] }, "🔁", {
    intro: "{S} ko aadat banaiye: kya practice karein, kitni baar, aur kaise pata chale ki aap better ho rahe ho.",
    chapters: ["Kahan se shuru karein", "Practice ka aasaan plan"],
    conclusion: ": consistent kaise rahein",
    outro: "Aap abhi kis cheez par kaam kar rahe ho? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["tips"] }, "💡", {
    intro: "{S} ke kaam ke tips: wo chhoti baatein jo sach mein farq laati hain. Save kar lo, baad mein kaam aayenge.",
    chapters: ["Shuruaati tips", "Advanced tips"],
    conclusion: ": sabse kaam ka tip",
    outro: "Aapka favourite tip kaunsa hai? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  // ── Food out, places and vlogs ──
  shape({ kinds: ["food"], formats: [null, "vlog"], needs: ["eatenOut"] }, "🍜", {
    intro: "{S} ki talaash mein food walk: kya khaya, kitne ka pada, aur kya dobara khayenge.",
    facts: `📍 Jahan gaye
[jagah – area – kya khaya]
[jagah – area – kya khaya]`,
    chapters: ["Pehla stop", "Baaki stops"],
    conclusion: ": mera favourite",
    outro: "Agli food walk kahan karein? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["food"], formats: [null, "vlog"], needs: ["eatenOut", "withPlace"] }, "🛵", {
    intro: "{S}: shehar ki galiyon mein ghoomkar chakha, local favourite se lekar chhupi hui jagahon tak.",
    facts: `📍 Is video ki jagahein
[jagah – area – map link]
[jagah – area – map link]`,
    chapters: ["Local favourite", "Chhupi hui jagahein"],
    conclusion: ": sabse badhiya kaun",
    outro: "Aapke shehar mein kahan jaayein? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["place"], formats: [null, "travel-guide"], needs: ["region"] }, "🗺️", {
    intro: "{S} travel guide: kaise pahunchein, kahan rukein, kya khayein aur kahan ghoomein, sab ek video mein.",
    facts: `🧳 Trip ki jaankari
Kab gaye: [mahina]
Kitne din: [likhein]
Kul kharcha: [aapka asli kharcha]
Kahan ruke: [hotel ya homestay]`,
    chapters: ["Kaise pahunchein aur kahan rukein", "Ghoomne ki jagahein aur khana"],
    conclusion: ": budget aur tips",
    outro: "Aapka agla trip kahan hai? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["place"], formats: [null, "vlog"], needs: ["region"] }, "🏔️", {
    intro: "{S} trip vlog: raste ki masti, nazaare, khana aur wo pal jo camere mein kaid ho gaye.",
    facts: `🧳 Kab gaye: [mahina]
🏨 Kahan ruke: [hotel ya homestay]`,
    chapters: ["Safar ki shuruaat", "Ghoomna aur khana"],
    conclusion: ": trip kaisi rahi",
    outro: "Agla vlog kahan ka ho? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["place"], formats: [null, "vlog", "travel-guide"], needs: ["venue"] }, "📍", {
    intro: "{S}: andar kya hai, kab jaayein, kya dekhein aur jaane se pehle kya jaan lein.",
    facts: `📍 Address: [poora address ya map link]
🕒 Timing: [samay likhein]
🎟️ Ticket: [agar hai toh]`,
    chapters: ["Pahunchna aur pehli jhalak", "Andar kya-kya hai"],
    conclusion: ": jaane se pehle tips",
    outro: "Aap wahan gaye ho? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["vlog"] }, "🎥", {
    intro: "{S} vlog: poora din, bina script, jaisa hua waisa.",
    chapters: ["Din ki shuruaat", "Sabse mazedaar hissa"],
    conclusion: ": din kaisa raha",
    outro: "Aapko kaunsa hissa sabse achha laga? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape(
    { kinds: ANY, formats: ["grwm"], avoids: ["formatOnly"] },
    "💄",
    {
      intro: "{S} ke liye mere saath ready hoiye: skincare, makeup, outfit aur thodi gupshup.",
      facts: `💄 Use ki gayi cheezein
[product – shade – link]
[product – shade – link]`,
      chapters: ["Skincare aur makeup", "Outfit aur final look"],
      outro: "Ye look kaisa laga? Comments mein batao 👇 " + SUBSCRIBE,
    },
    true,
  ),
  shape(
    { kinds: ANY, formats: ["grwm"], needs: ["formatOnly"] },
    "💄",
    {
      intro: "Mere saath ready hoiye: skincare, makeup, outfit aur dher saari baatein.",
      facts: `💄 Use ki gayi cheezein
[product – shade – link]
[product – shade – link]`,
      chapters: ["Skincare", "Makeup aur outfit"],
      outro: "Agla GRWM kis mauke ke liye karein? Comments mein batao 👇 " + SUBSCRIBE,
    },
    true,
  ),
  shape({ kinds: ["study", "activity"], formats: ["study-with-me"], avoids: ["formatOnly"] }, "📚", {
    intro: "{S} ki padhai, mere saath: padhai ke sessions, chhote breaks, aur koi distraction nahi.",
    facts: `⏲️ Session: [padhai aur break ka time likhein]`,
    chapters: ["Pehla session", "Break ke baad"],
    outro: "Aaj aapne kya padha? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["study", "activity"], formats: ["study-with-me"], needs: ["formatOnly"] }, "📚", {
    intro: "Study with me: saath baithkar padhte hain. Phone door rakhiye, kitaab kholiye aur shuru kijiye.",
    facts: `⏲️ Session: [padhai aur break ka time likhein]`,
    chapters: ["Pehla session", "Break ke baad"],
    outro: "Aaj ka target comments mein likho 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["tour"] }, "🏠", {
    intro: "{S} tour: har kona, har cheez, aur chhote-chhote badlaav jinse farq pada.",
    facts: `🛒 Video mein dikhi cheezein: [cheez – link]`,
    chapters: ["Pehli jhalak", "Har kona"],
    conclusion: ": mera favourite hissa",
    outro: "Aapka favourite kona kaunsa laga? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["challenge"] }, "🔥", {
    intro: "{S} challenge: rules, gadbadiyan aur aakhir mein kaun jeeta. Poora dekhiye!",
    chapters: ["Challenge ke rules", "Asli muqabla"],
    conclusion: ": kaun jeeta",
    outro: "Agla challenge kya karein? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["reaction"] }, "😲", {
    intro: "{S} par mera pehla reaction: bina kuch pehle se dekhe, seedha dil se.",
    chapters: ["Pehli jhalak", "Sabse bada pal"],
    conclusion: ": meri raay",
    outro: "Aapka reaction kya tha? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["highlights"] }, "🏆", {
    intro: "{S} highlights: har bada pal, ek jagah par.",
    chapters: ["Shuruaati pal", "Sabse bada mod"],
    conclusion: ": mera analysis",
    outro: "Aapka favourite pal kaunsa tha? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["ideas"] }, "💭", {
    intro: "{S} ideas jo sach mein kaam aayenge: aasaan, kam budget wale aur try karne layak.",
    chapters: ["Aasaan ideas", "Thode alag ideas"],
    conclusion: ": mera favourite",
    outro: "Aap kaunsa idea try karoge? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["explained"] }, "🧠", {
    intro: "{S} aasaan bhasha mein: ye kya hai, kaise kaam karta hai, aur aapke liye iska kya matlab hai.",
    chapters: ["Basic baat", "Asli examples"],
    conclusion: ": aapke liye iska matlab",
    outro: "Agla kis topic par samjhaun? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["show"], formats: ["explained"] }, "🎞️", {
    intro: "{S} ki kahani aur ending, aasaan bhasha mein. ⚠️ Ismein spoilers hain.",
    chapters: ["Kahani ab tak", "Ending ka matlab"],
    conclusion: ": aage kya ho sakta hai",
    outro: "Aapki theory kya hai? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  // ── Games ──
  shape({ kinds: ["game"], formats: [null, "gameplay"], needs: ["videoGame"] }, "🎮", {
    intro: "{S} gameplay: poora match, meri strategy aur wo moves jinhone game palat diya.",
    facts: `🎮 Device: [aapka phone, console ya PC]`,
    chapters: ["Shuruaati game", "Aakhri muqabla"],
    conclusion: ": kya seekha",
    outro: "Agla match kiske saath khelun? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["game"], formats: [null, "gameplay"], needs: ["shooter"] }, "🎯", {
    intro: "{S} gameplay: landing se aakhri zone tak, poora match meri settings ke saath.",
    facts: `⚙️ Meri settings
Device: [aapka phone]
Sensitivity: [apni value likhein]`,
    chapters: ["Landing aur loot", "Aakhri zone"],
    conclusion: ": meri galtiyan",
    outro: "Aapki sensitivity kya hai? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["game"], formats: [null, "tips"], needs: ["shooter"] }, "⚙️", {
    intro: "{S} ki settings aur tips: sensitivity, controls aur wo aadatein jinse aim better hota hai.",
    facts: `⚙️ Meri settings
Device: [aapka phone]
Sensitivity: [apni value likhein]`,
    chapters: ["Sensitivity settings", "Controls aur practice"],
    outro: "In settings se farq pada? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["game"], formats: [null, "gameplay"] }, "♟️", {
    intro: "{S}: khel ki chaalein, meri soch, aur wo pal jahan baazi palti.",
    chapters: ["Shuruaati chaalein", "Beech ka khel"],
    conclusion: ": aakhri chaal",
    outro: "Aap hote toh kya chaal chalte? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  // ── Kinds, with no format named ──
  shape(
    { kinds: ["product"], formats: NO_FORMAT },
    "📱",
    {
      intro: "{S} ke baare mein wo sab jo kharidne se pehle jaanna chahiye: features, kamiyan aur ye kiske liye hai.",
      facts: `📋 Ek nazar mein
Price: [aapne kitne mein liya, aur kahan se]
Khaas baatein: [sabse zaroori teen]`,
      chapters: ["Features aur design", "Roz ke use mein"],
      conclusion: ": kise lena chahiye",
      outro: "Aapke sawaal comments mein poochho 👇 " + SUBSCRIBE,
    },
    true,
  ),
  shape(
    { kinds: ["brand"], formats: NO_FORMAT },
    "🏷️",
    {
      intro: "{S}: kya khareedna worth hai, kya chhod dena chahiye, aur paise kaise bachayein.",
      chapters: ["Jo pasand aaya", "Jo chhod sakte ho"],
      conclusion: ": meri salah",
      outro: "Aapka favourite product kaunsa hai? Comments mein batao 👇 " + SUBSCRIBE,
    },
    true,
  ),
  shape({ kinds: ["activity"], formats: NO_FORMAT, avoids: ["howTo"] }, "🌟", {
    intro: "{S} ka mera experience: kaisa laga, kya mushkil tha, aur kya aapko bhi karna chahiye.",
    chapters: ["Shuruaat", "Asli experience"],
    conclusion: ": meri raay",
    outro: "Aapne kabhi try kiya? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["animal"], formats: NO_FORMAT, avoids: ["wild", "stray"] }, "🐾", {
    intro:
      "{S} ki dekhbhal: khana, rehne ki jagah, roz ki routine aur wo chhoti baatein jinse wo khush aur healthy rahein.",
    facts: VET,
    chapters: ["Miliye [aapke pet ka naam] se", "Roz ki routine aur dekhbhal"],
    outro: "Apne pet ke baare mein comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["animal"], formats: NO_FORMAT, needs: ["stray"] }, "🐕", {
    intro: "Hamare mohalle ke {s}: sahi khana, thodi dekhbhal, aur bina chot khaye madad kaise karein.",
    facts: "🩺 Ghayal ya beemar jaanwar ke liye vet ya kisi local animal rescue ko phone karein.",
    chapters: ["Miliye is toli se", "Khana aur dekhbhal"],
    conclusion: ": aap kaise madad kar sakte ho",
    outro: "Aapke area mein kaun madad karta hai? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["animal"], formats: NO_FORMAT, needs: ["wild"] }, "🐅", {
    intro:
      "{S} ko unke apne ghar mein dekhiye: jungle ki baatein, safari ke pal, aur doori banaye rakhna kyun zaroori hai.",
    facts: "🌿 Jungle ke rules maanein: doori rakhein, shor na karein, khana na dein.",
    chapters: ["Jungle mein pehla din", "Sabse khaas nazaara"],
    conclusion: ": jaane se pehle tips",
    outro: "Aapne kabhi safari ki hai? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["person"], formats: NO_FORMAT }, "🙋", {
    intro: "{S}: kahani, seekh aur wo baatein jo sabko inspire karti hain.",
    chapters: ["Shuruaat ki kahani", "Sabse badi seekh"],
    outro: "Aapki raay comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["person"], formats: NO_FORMAT, needs: ["named"] }, "⭐", {
    intro: "{S} ka safar: shuruaat, bade mod aur wo baatein jo kam log jaante hain.",
    facts: "📰 Dates aur figures: [apne source ka link dein]",
    chapters: ["Shuruaati din", "Bade mod"],
    conclusion: ": hum kya seekh sakte hain",
    outro: "Aapka favourite pal kaunsa hai? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["person"], formats: NO_FORMAT, avoids: ["named", "latinless"] }, "👩‍🏫", {
    intro: "{S} ki zindagi, asli roop mein: roz ki bhaagdaud, chhoti jeetein aur kaam ki tips.",
    chapters: ["Subah se shaam tak", "Kaam ki tips"],
    outro: "Aap bhi isse relate karte ho? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["event"], formats: NO_FORMAT }, "🎉", {
    intro: "{S}: taiyari, mahaul aur wo pal jo yaad reh gaye.",
    chapters: ["Taiyari", "Sabse khaas pal"],
    outro: "Aapki yaadein comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["event"], formats: NO_FORMAT, avoids: ["sport"] }, "🪔", {
    intro: "{S} ki taiyari se jashn tak: sajawat, khana, parivaar aur dher saari khushiyan.",
    chapters: ["Taiyari aur sajawat", "Jashn"],
    outro: "Aap kaise manaate ho? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["event"], formats: NO_FORMAT, needs: ["sport"] }, "🏏", {
    intro: "{S} par poori baat: teams, bade muqable aur meri prediction.",
    facts: "📅 Schedule aur score ke liye official source dekhein.",
    chapters: ["Teams aur players", "Bade muqable"],
    conclusion: ": meri prediction",
    outro: "Aapki favourite team kaunsi hai? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["study"], formats: NO_FORMAT, needs: ["exam"] }, "🎯", {
    intro: "{S}: shuruaat kahan se karein? Syllabus, time table, books aur revision strategy, sab is video mein.",
    facts: `📚 Is video ke resources
[book / notes / PYQ link]
[book / notes / PYQ link]

📅 Dates aur syllabus ke liye official notification zaroor dekhein.`,
    chapters: ["Exam pattern aur syllabus", "Time table aur books"],
    conclusion: ": revision strategy",
    outro: "Aapki taiyari kaisi chal rahi hai? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["study"], formats: NO_FORMAT, avoids: ["exam"] }, "📖", {
    intro: "{S} aasaan tareeke se: concepts, examples aur practice ke sawaal.",
    facts: `📚 Resources: [book / notes link]`,
    chapters: ["Concepts", "Examples aur practice"],
    conclusion: ": yaad rakhne ki trick",
    outro: "Kaunsa topic agla padhaun? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["show"], formats: NO_FORMAT }, "🍿", {
    intro: "{S} par poori baat: kahani, kirdaar aur wo scenes jinki sab baat kar rahe hain.",
    chapters: ["Kahani aur kirdaar", "Sabse charchit scenes"],
    conclusion: ": meri rating",
    outro: "Aapka favourite kirdaar kaun hai? Comments mein batao 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["field"], formats: NO_FORMAT }, "📊", {
    intro: "{S} ki basic baatein, bina bhaari shabdon ke: shuruaat kahan se karein aur kin galtiyon se bachein.",
    facts: "ℹ️ Ye video sirf jaankari ke liye hai, koi professional advice nahi.",
    chapters: ["Basic baatein", "Common galtiyan"],
    conclusion: ": aage kya karein",
    outro: "Aapke sawaal comments mein poochho 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ANY, fallback: true }, "🎬", {
    intro:
      "Aaj ki video: {s}. Poori baat simple tareeke se, aur neeche chapters hain taaki aap seedha apne kaam ke hisse par ja sako.",
    chapters: ["Shuruaat", "Main baat"],
    outro: "Video achhi lagi toh Like 👍 aur Subscribe 🔔 zaroor karna. Comments mein batao aapko kaisi lagi!",
  }),
  // ── Shorts: a title marked #shorts gets these, whatever its reading ──
  short({ kinds: ANY, formats: ANY }, "⚡", {
    intro: "Chhota sa video, kaam ki baat: {s}! Poori video channel par hai 👉 [poori video ka link]",
    chapters: ["Basic baatein", "Poori jaankari"],
    outro: "Aise aur Shorts ke liye Subscribe 🔔 karo.",
  }),
  short({ kinds: ANY, formats: ANY, needs: ["howTo"] }, "💡", {
    intro: "Is Short ko save kar lo: {s}. Step by step poori video yahan hai 👉 [poori video ka link]",
    chapters: ["Kya chahiye", "Step by step"],
    outro: "Agla Short kis par banaun? Comments mein batao 👇",
  }),
] satisfies readonly HindiDescriptionTemplate[];
