import { ideaTemplates } from "../../idea-template";

// Dishes and drinks for the Hindi page. Cooking ideas only for what people make at home (the
// reader's howTo: बिरयानी, मसाला चाय); hunting-down ideas only for what they go out for (street
// food, momos). The rest fit both.
const make = { howTo: true } as const;
const out = { howTo: false } as const;

export const FOOD_IDEAS_HINGLISH = [
  ...ideaTemplates(["food"], "instagram", [
    "Reel: '{S}, honest rating'. Ek hi din mein teen jagah same order, har baar das mein se score aur price screen pe, end mein poocho ki agli baar kahan chalein. 🍽️",
    "Carousel: 'Aath slides mein {s} ki poori kahani': kahan se aaya, har region mein kaise badalta hai, kiske saath jamta hai aur log kaunsi galti karte hain.",
    "Reel: sirf awaaz wala cut. {S} ko bina bole film karo, bas uski apni awaazein close-up mein, natural light, details caption mein. 🎧",
    "Reel: 'Family kare {s} ko rate'. Ghar pe sabko chakhao, har reaction ek take mein, score screen pe. Sabse strict judge last mein. 😂",
    "Carousel: '{S}, paanch tarah se'. Har slide pe ek regional ya modern version, photo ke saath, aur kya alag hai.",
    "Stories: aaj raat {s} ka kaunsa version? Do type ke beech poll, phir winner ko banate ya kharidte hue dikhao aur usi shaam verdict.",
    [
      "Reel: tees second mein {s} ki recipe. Quantity screen pe, har step ek shot, ready dish sabse pehle taaki log rukein, poori recipe caption mein. 👩‍🍳",
      make,
    ],
    [
      "Reel: 'Mummy ki recipe vs meri: {s}'. Same ingredients ke saath side by side banao, phir family se blind test aur result screen pe.",
      make,
    ],
    [
      "Carousel: {s} ka recipe card. Cover pe ready dish, doosri slide pe ingredients, phir har slide ek step, aur last se pehle 'common mistakes'.",
      make,
    ],
    [
      "Reel: '{S}, teen tarah se': classic, roz wala quick aur light version, har ek bees second se kam, time screen pe.",
      make,
    ],
    [
      "Reel: 'Restaurant vs ghar: {s}'. Order bhi karo, banao bhi, aur taste, time aur kharche ka comparison screen pe.",
      make,
    ],
    [
      "Reel series: '{S} fixes'. Har episode mein ek gadbad (pheeka swaad, galat texture) aur das second ka fix, numbered.",
      make,
    ],
    [
      "Reel series: 'Hype sahi hai ya nahi?' Har hafte {s} ki ek famous jagah: line, price, pehla taste aur honest haan ya na.",
      out,
    ],
    [
      "Reel: {s} trail. Ek street ya market mein har woh stall jahan yeh milta hai, price screen pe aur caption mein har jagah ka map pin. 📍",
      out,
    ],
    [
      "Reel: 'Sau rupaye mein {s}'. Chhote budget mein teen options, har ek ka price screen pe, aur end mein clear winner. 💸",
      out,
    ],
    [
      "Carousel: '{S} kahan sabse best milta hai'. Har slide pe ek jagah, photo, kya order karein, price aur timing, last slide pe saare map pins.",
      out,
    ],
    ["Reel: 'Pehli baar {s}'. Aise dost ko le jao jisne kabhi try nahi kiya, pehla reaction slow motion mein.", out],
    [
      "Reel: '{place} mein {s} ki talaash'. Paanch stalls, har ek ka price aur score screen pe, aur saare map pins caption mein. 📍",
      out,
    ],
    [
      "Reel: regulars wala order. Counter wale bhaiya se poocho ki roz aane wale {s} ke saath kya lete hain, wahi order karo.",
      out,
    ],
  ]),
  ...ideaTemplates(["food"], "youtube", [
    "'{S}: complete guide': kahan se aaya, alag alag regions ke version, kiske saath jamta hai aur achhe-bure ki pehchaan, har part ka chapter.",
    "'Paanch jagah {s} try kiya': har jagah same order, har baar score screen pe aur end mein ranking table, address description mein. 🍽️",
    "'{S} ke jitne version mile, sabki ranking': camera pe bani tier list, har ek chakh ke, aur pinned comment mein sawaal ki kya chhoot gaya.",
    "Short: {s} ka pehla taste slow motion mein, ek line ke saath ki isme khaas kya hai, aur end ko start se jodo taaki loop bane.",
    "Short: 'Tees second mein {s}': pehle step se pehle taste tak, fast forward mein, aur ek anjaani baat screen pe.",
    "'Family chakhe {s}, bina bataye': teen versions, koi label nahi, har reaction camera pe aur end mein scoreboard. 😂",
    "'{S} ki kahani': India mein yeh kaise pahuncha aur badla, saamne rakhe alag versions chakhte hue, history ke sources description mein.",
    [
      "'{S} recipe, step by step': quantity screen pe, prep, cooking aur serving ke chapters, aur galtiyan pehle hi bol ke. 👩‍🍳",
      make,
    ],
    [
      "'Ghar pe {s}, restaurant wale swaad mein': pehle order, phir waisa hi banana, aur end mein taste, time aur kharche ki table.",
      make,
    ],
    ["'Teen budget, teen {s}': quick wala, roz wala aur tyohaar wala, har ek ka kharcha screen pe.", make],
    ["Short: ek minute mein {s}. Top shot, beat pe girte ingredients, aur ready dish pehle hi second mein.", make],
    [
      "'Mummy sikhayein {s}': woh banayein, tum saath saath copy karo, split screen pe farak dikhe, aur unki tips chapters banein.",
      make,
    ],
    ["'{S} food walk': ek gali, har stall, price aur score, aur route ka map description mein.", out],
    [
      "'Famous {s} wali jagah, line ke laayak hai?': wait, price, pehla taste aur verdict, phir paas ki sasti jagah se comparison.",
      out,
    ],
    [
      "'{S}: sasti jagah vs mehngi jagah': ek budget aur ek mehnga option, ek ke baad ek chakh ke, aur jawab ki price ka farak dikhta hai ya nahi.",
      out,
    ],
    ["Shorts series: roz {s} ki ek jagah, tees second mein: kya order karein, price aur ek word mein verdict.", out],
    ["'{place} mein {s}: har gali, har stall': price, score aur route ka map description mein. 📍", out],
    [
      "'Pehli baar {s} khilane le gaye': jisne kabhi nahi chakha, teen jagah, aur har jagah uska honest reaction. 😄",
      out,
    ],
  ]),
];
