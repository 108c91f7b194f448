import type { IdeaRow } from "../../idea-template";
import { ideaTemplates } from "../../idea-template";

// The side of an activity or a field, from the topic map's best topic for the keyword: the sport of
// cricket, the beauty of skincare, the craft of mehndi, the money in शेयर बाज़ार.
const sport = { flavours: ["sport"] } as const;
const fitness = { flavours: ["fitness"] } as const;
const style = { flavours: ["style"] } as const;
const craft = { flavours: ["creative", "festival"] } as const;
const performing = { flavours: ["performing"] } as const;
const outdoors = { flavours: ["travel"] } as const;
const money = { flavours: ["money"] } as const;

const ACTIVITY_INSTAGRAM_HINGLISH: readonly IdeaRow[] = [
  [
    "Reel: {s} ki ek drill jisne weakness theek ki, pehle aur baad mein ek hi angle se, drill caption mein likhi hui. 🎯",
    sport,
  ],
  [
    "Reel: 'Gully vs academy, {s} edition'. Ek hi pal dono tarah se, side by side, aur poll ki tum kismein pale-badhe. 😂",
    sport,
  ],
  ["Carousel: '{S} ke rules jo log ab bhi galat samajhte hain'. Har slide pe ek rule, simple diagram ke saath.", sport],
  [
    "Reel: match day routine. {S} ke match se pehle kya khaate, kya pack karte aur kya karte ho, time screen pe.",
    sport,
  ],
  [
    "Reel: beginners ke liye {s} session jo saath saath kiya ja sake, har move ka naam screen pe aur poora plan caption mein. 💪",
    fitness,
  ],
  [
    "Carousel: 'Form check: {s}'. Common galtiyan, har slide pe ek fix ke saath, aur reminder ki dard ho toh ruko.",
    fitness,
  ],
  [
    "Reel: '{S} progress, honestly'. Har mahine ek hi angle se clip, kya badla aur kya nahi, bina body-shaming.",
    fitness,
  ],
  ["Stories: aaj ka {s} workout, har exercise ek clip mein, aur 'tumne aaj kya kiya?' question sticker.", fitness],
  [
    "Reel: mera {s} routine order mein, har product ya step ek cut mein, naam screen pe, aur caption mein skin ya hair type.",
    style,
  ],
  ["Carousel: '{S} ke paanch myths'. Har slide pe ek claim aur sach kya hai, bharosemand source ke saath.", style],
  ["Reel: budget vs mehnga, {s} edition. Do same steps, do tarah ke products, aur result ek hi light mein.", style],
  ["Reel: 'Paanch minute wala {s}', un subah ke liye jab time nahi hota, har step screen pe. ⏱️", style],
  [
    "Reel: {s} ka poora process time-lapse mein, khaali shuruaat se ready design tak, aur saamaan caption mein. 🎨",
    craft,
  ],
  ["Carousel: 'Beginners ke liye {s} ke paanch easy designs'. Har slide pe ek, difficulty level aur time.", craft],
  ["Reel: '{S}: pehla try vs aaj'. Dono side by side, aur ek tip jisne sabse zyada farak dala.", craft],
  ["Stories: agla {s} design kaunsa? Teen sketches pe poll, phir winner ko banate hue dikhao.", craft],
  [
    "Reel: ek gaane pe {s} ka tees second ka performance, ek take mein, caption mein gaane aur steps ka naam. 🎶",
    performing,
  ],
  [
    "Reel: '{S} ke steps slow mein'. Pehle full speed, phir half speed mein har hissa, taaki log seekh sakein.",
    performing,
  ],
  ["Carousel: '{S} practice ka mera hafta'. Har din kya kiya, kitni der, aur sabse mushkil hissa.", performing],
  ["Reel: riyaaz vs stage. {S} practice ka raw clip, phir final performance, beat pe switch.", performing],
  ["Reel: {s} wala din, subah se shaam tak, har padaav ka time aur height ya distance screen pe. 🏔️", outdoors],
  ["Carousel: '{S} packing list'. Har category ki flat-lay aur ek safety tip, screenshot wali.", outdoors],
  ["Reel: 'Budget mein {s}'. Travel, stay, khaana aur gear ka poora kharcha, screen pe chalta total. 💸", outdoors],
  ["Stories: {s} live: subah ki shuruaat, raaste ka haal, 'aage chalein?' poll, aur end mein view.", outdoors],
];

const ACTIVITY_YOUTUBE_HINGLISH: readonly IdeaRow[] = [
  ["'{S} drills jo akele ho sakti hain': har drill full speed aur slow mein, har ek ki common galti ke saath.", sport],
  ["'{S}: gully se tournament tak': shuruaat ke kisse, training aur pehla bada match, chapters mein.", sport],
  ["'{S} ke rules, aasaan bhasha mein': har rule ka chapter, diagram aur real match jaise examples.", sport],
  ["Short: {s} ka ek shot ya move, full speed mein, phir slow mein aur ek tip screen pe.", sport],
  [
    "'Ghar pe {s}, bina equipment': beginner ke liye poora session, saath karne layak, warm-up aur cool-down ke saath.",
    fitness,
  ],
  ["'{S} ki das common galtiyan': har galti dikhayi hui, sahi form aur injury se bachne ka tareeka.", fitness],
  ["'Nabbe din {s}': har mahine ka update, kya badla, kya mushkil raha, honestly, bina body-shaming.", fitness],
  ["Short: ek {s} move, sahi vs galat, das das second mein.", fitness],
  ["'{S} routine, har type ke liye': har step ka chapter, product ka naam screen pe aur kyun.", style],
  ["'{S}: sasta vs mehnga': same steps, do tarah ke products, ek hafte baad ka result.", style],
  ["'{S} ke myths, check kiye hue': popular claims, bharosemand sources se, links description mein.", style],
  ["Short: paanch minute wala {s}, ek hi shot mein, har step screen pe.", style],
  ["'{S} ka full tutorial': khaali shuruaat se ready design tak, har hisse ka chapter aur saamaan ki list.", craft],
  ["'Beginners ke liye {s} ke easy designs': paanch designs, har ek ka time aur difficulty level.", craft],
  ["'{S}: mere pehle try se aaj tak': purani footage, galtiyan aur jo tareeka kaam aaya.", craft],
  ["Short: {s} ka time-lapse, poora design tees second mein, last frame pe result.", craft],
  ["'{S} ke steps, shuru se': har hissa slow aur phir full speed mein, mirror angle se.", performing],
  ["'{S} practice ka mera routine': warm-up se riyaaz tak, har hisse ka chapter.", performing],
  ["'{S}: riyaaz vs stage': taiyari ki raw footage aur final performance, aur beech mein kya badla.", performing],
  ["Short: ek gaane pe {s}, ek take mein, caption mein gaane ka naam.", performing],
  ["'{S} guide': kab jaayein, kaise pahunchein, kya pack karein aur kharcha kitna, chapters ke saath.", outdoors],
  ["'Budget mein {s}, har rupaye ka hisaab': poora breakdown description mein. 💸", outdoors],
  ["'{S} mein yeh galtiyan mat karna': mausam, saamaan, health aur safety, har ek real kisse ke saath.", outdoors],
  ["Short: {s} ka best pal, ek hi shot mein, jagah aur time screen pe.", outdoors],
];

export const FLAVOUR_IDEAS_HINGLISH = [
  ...ideaTemplates(["activity"], "instagram", ACTIVITY_INSTAGRAM_HINGLISH),
  ...ideaTemplates(["activity"], "youtube", ACTIVITY_YOUTUBE_HINGLISH),
  ...ideaTemplates(["field"], "instagram", [
    [
      "Carousel: '{S} ke woh words jo sabko confuse karte hain'. Har slide pe ek word, rupaye wale example ke saath, aur last slide pe 'yeh information hai, advice nahi'.",
      money,
    ],
    [
      "Reel: '{S}: myth vs sach'. WhatsApp pe forward hone wala ek claim, asal mein sach kya hai, aur official source caption mein.",
      money,
    ],
    [
      "Carousel: '{S} ki kisi bhi tip pe bharose se pehle'. Paanch sawaal (kaun keh raha hai, usse kya fayda, source kahan hai), har slide pe ek.",
      money,
    ],
    ["Reel: 'Chai ke saath {s}'. Roz ki kisi cheez se ek baat tees second mein samjhao. ☕", money],
  ]),
  ...ideaTemplates(["field"], "youtube", [
    [
      "'Beginners ke liye {s}, rupaye wale examples ke saath': basics, risks aur official rules kahan padhein, clear 'information hai, advice nahi' ke saath.",
      money,
    ],
    [
      "'{S} scams aur red flags': kaise kaam karte hain, kaise pehchaanein aur kahan complaint karein, official links description mein.",
      money,
    ],
    ["'{S} ke words jo har jagah sunoge': har word ka chapter, roz ki life ke example ke saath.", money],
    ["Short: {s} ka ek myth tees second mein toda hua, official source screen pe.", money],
  ]),
];
