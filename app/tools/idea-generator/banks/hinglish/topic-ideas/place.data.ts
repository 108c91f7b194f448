import { ideaTemplates } from "../../idea-template";

// Places for the Hindi page: Goa, मनाली, the Taj Mahal (named), a cafe or a hostel room (common).
// "{s} में तीन दिन" is for regions only; "{place} में" only where the keyword names a place.
const named = { subject: "named" } as const;
const region = { subject: "region" } as const;
const common = { subject: "common" } as const;

export const PLACE_IDEAS_HINGLISH = [
  ...ideaTemplates(["place"], "instagram", [
    [
      "Reel: '{S} mein ek perfect din'. Sunrise se last chai tak, har stop ka ek clip, time screen pe aur saari locations caption mein. 🌅",
      named,
    ],
    [
      "Carousel: '{S} jaane se pehle yeh jaan lo'. Timing, tickets, kya pehnein, kaise ghoomein aur ek local tip, apni photos pe ek slide ek baat.",
      named,
    ],
    [
      "Reel: 'Budget mein {s}'. Corner mein har rupaye ka hisaab aur end mein total. Reveal se pehle followers se guess karwao. 💸",
      named,
    ],
    [
      "Reel: 'Tourists jo miss kar dete hain: {s} edition'. Teen shaant kone, jaane ka sahi time aur bina board wali chai ki tapri. 📍",
      named,
    ],
    [
      "Carousel: '{S} kaise pahunchein'. Train, bus, flight aur road, har ek ki slide pe time, kharcha aur comfort, last pe verdict.",
      named,
    ],
    [
      "Stories: {s} live: subah ka view, lunch ka kharcha, 'yeh try karun?' poll aur ek safety tip, sab ek highlight mein.",
      named,
    ],
    [
      "Reel: expectation vs reality, {s} edition. Pehle famous photo wala angle, phir wide shot ki us waqt asal mein kaisa dikhta hai.",
      named,
    ],
    [
      "Reel: one-take walk. {S} ke sabse famous kone se shuru karo aur tees second bina cut chalte raho, log replay karenge.",
      named,
    ],
    ["Carousel: '{S} mein kya khayein'. Har slide pe ek dish ya jagah, price aur saath mein kya mangayein.", named],
    [
      "Reel: 'Locals ki pasand: {s} ke best spots'. Paanch logon se poocho ki dost ko kahan le jayenge, har jagah jao aur unke jawab jodo.",
      named,
    ],
    [
      "Reel: golden hour shot. {S} ka best viewpoint, sunrise ya sunset se pehle pahunch ke time-lapse, phir chai ke saath tum. 📸",
      named,
    ],
    [
      "Reel series: 'Hidden {s}'. Har episode mein ek kam famous jagah, kaise pahunchein aur kab jaayein, numbered.",
      named,
    ],
    [
      "Reel: '{S} mein teen din'. Day by day cut, rehne, khaane aur travel ka asli kharcha screen pe, aur ek cheez jo agli baar skip karoge. 🧳",
      region,
    ],
    [
      "Carousel: '{S} ke liye packing'. Har category ki flat-lay (mausam ke kapde, documents, power bank, first-aid) aur screenshot wali checklist.",
      region,
    ],
    [
      "Reel: '{S} mein locals kahan khaate hain'. Nashta, lunch aur late night snack, aisi jagah jahan English menu nahi, bill har baar screen pe. 🍛",
      region,
    ],
    [
      "Reel: bees second ka {s} tour. Andar aao, best kona, view aur ek detail jo log notice nahi karte, kharcha ya rent screen pe.",
      common,
    ],
    [
      "Carousel: '{S}: kya achha, kya nahi'. Photos ke saath honest list: best baat, worst baat, price aur kiske liye sahi.",
      common,
    ],
    [
      "Reel: 'Budget mein {s}'. Wahan ka maza lene ya waisa setup banane ka kharcha, har rupaya screen pe aur end mein total. 💸",
      common,
    ],
    [
      "Reel: '{S} aesthetic'. Paanch shots jo mahaul pakdein (light, texture, ek chhoti detail), slow gaane pe, caption mein ek sawaal.",
      common,
    ],
    ["Reel: '{S}, pehle aur ab'. Pehli baar ki jhalak aur aaj ki haalat side by side, ek line ki kya badla.", common],
    ["Stories: {s} pe 'yeh ya woh' series: har frame mein do photos, poll sticker, aur agle din results.", common],
    ["Carousel: '{S} checklist'. Jaane, book karne ya shift hone se pehle kya dekhein, har slide pe ek check.", common],
    ["Reel: eye level se {s} ka walk-through, screen pe likha ki pehli, doosri aur teesri nazar kis pe gayi.", common],
    [
      "Reel: din vs raat. {S} ko subah aur phir andhere ke baad ek hi jagah se film karo, aur beat pe dono ke beech switch karo.",
      common,
    ],
    [
      "Carousel: '{S} ke paanch photo spots'. Kahan khade ho, light kab best hai, aur har slide pe ek sample photo.",
      common,
    ],
    ["Reel series: '{S} diaries'. Har baar jaane pe ek chhota episode: ek pal, ek kharcha, ek tip.", common],
    [
      "Reel: '{S} hacks'. Paanch chhoti cheezein jo experience better banati hain (seat, time, setting, trick), har ek teen second mein.",
      common,
    ],
    "Reel: '{place} mein {s}: jaana banta hai?' Ek visit, price, best aur worst baat, aur score screen pe. Location caption mein. 📍",
  ]),
  ...ideaTemplates(["place"], "youtube", [
    [
      "'{S} travel guide': kab jaayein, kaise pahunchein, teen budget mein kahan rukein, kya khayein aur kya chhodein, chapters ke saath aur end mein kharche ki table.",
      named,
    ],
    ["'Budget mein {s}, har rupaye ka hisaab': screen pe chalta total aur description mein poora breakdown. 💸", named],
    ["'{S}: das cheezein jo zyadatar log miss karte hain': har ek filmed, kaise dhoondhein aur kab jaayein.", named],
    ["'{S} mein kya khayein aur kahan': har chapter mein ek dish, kahan milegi, kitne ki thi aur honest score.", named],
    [
      "'{S} mein yeh galtiyan mat karna': booking, timing, travel aur tourist traps, har ek chhote scene ke baad samjhaya hua.",
      named,
    ],
    ["'{S}: expectation vs reality': famous shots recreate kiye, phir asli mahaul, bheed aur kharche ke saath.", named],
    [
      "'Ek local ne dikhaya {s}': wahin rehne wale kisi insaan ko poora din plan karne do, aur har stop ki wajah unhi se suno.",
      named,
    ],
    ["Short: one-take walk. Tees second {s} mein bina cut, naam aur jaane ka best time screen pe.", named],
    [
      "Short: 'Teen shabdon mein {s}'. Teen clips, screen pe teen words, aur title mein 'tumhare teen words kya honge?'.",
      named,
    ],
    ["'{S} kaise pahunchein': train, bus, flight aur road ka time aur kharche pe comparison, end mein chart.", named],
    ["'Har mausam mein {s}': wahi jagah saal ke alag alag time pe, aur tum kaunsa mausam chunoge.", named],
    [
      "'Mummy-papa ke saath {s}': unki speed, unke sawaal aur unka verdict, kaam ki baatein (aaram, khaana, access) chapters mein. 😄",
      named,
    ],
    ["'{S} mein teen din': day by day, har din ka kharcha aur kya badloge, poora plan description mein. 🧳", region],
    [
      "'{S} mein sabse sasta vs sabse mehnga stay': dono mein ek ek raat, honestly filmed, aur price ka farak dikhta hai ya nahi.",
      region,
    ],
    ["'{S} tour': asli walk-through, highlight reel nahi, har hisse ka chapter aur kharcha ya rent screen pe.", common],
    [
      "'{S} essentials': achhe ki pehchaan kya hai, kya saath le jaayein ya kharidein, aur kya skip karein, prices screen pe.",
      common,
    ],
    [
      "'{S}: jaane, book karne ya shift hone se pehle kya dekhein': camera pe bani checklist, achhe aur bure examples ke saath.",
      common,
    ],
    ["'Budget mein {s} makeover': pehle, beech mein aur baad mein, har kharidari ka price screen pe. 🛠️", common],
    ["'{S} ke saath rehna: honest pros aur cons': har baat dikhayi hui, sirf boli nahi, end mein verdict.", common],
    ["Short: bees second ka {s} tour, ek hi shot mein, best detail last second ke liye.", common],
    ["Short: '{S}: ek baat jo koi nahi batata', pehle second mein screen pe.", common],
    ["'{S}, din vs raat': wahi jagah do baar filmed, aur andhere ke baad kya badalta hai.", common],
    ["'{S} wali vibe, budget mein': logon ko jo look pasand hai, woh kam kharche mein kaise bane.", common],
    ["'{S} diaries': ek hafte ke chhote pal, ek shaant video mein, voice-over ke saath.", common],
    ["'{S} pe tumhare sawaal': comments aur community posts se das jawab, timestamps ke saath.", common],
    ["'Teen {s}, ek ranking': teen se paanch jagah, har ek pe wahi paanch parameters, aur verdict ki table.", common],
    "'{place} mein {s}: poori guide': kaise pahunchein, kab jaayein, kharcha kitna aur kya skip karein, chapters ke saath. 📍",
  ]),
];
