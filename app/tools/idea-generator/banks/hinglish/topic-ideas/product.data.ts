import { ideaTemplates } from "../../idea-template";

export const PRODUCT_IDEAS_HINGLISH = [
  ...ideaTemplates(["product"], "instagram", [
    "Reel: '{S}, ek hafte baad'. Teen cheezein jo pasand aayi, do jo nahi, aur kisko skip karna chahiye, har point ek quick cut mein text ke saath.",
    "Carousel: '{S}: paisa vasool ya nahi?' Price, box mein kya mila, kya missing hai aur clear verdict, har slide pe ek point.",
    "Reel: {s} ka first impression. Box mein kya hai, use ke pehle pandrah second, aur ek cheez jo ads mein nahi dikhti.",
    "Reel: {s} ke paanch aise use jinki koi baat nahi karta, har ek teen second ke clip mein, tip screen pe.",
    "Reel: budget vs premium. {S} ke saath ek sasta aur ek mehnga option, un teen cheezon pe compare jo buyers sabse zyada poochte hain.",
    "Carousel: '{S} lene se pehle'. Kya check karein, kaunsa variant lein aur log kahan extra paise de dete hain, ek slide ek baat.",
    "Reel: '{S} mein kya badalna chahiye'. Teen honest shikayatein aur har ek ka jugaad. Hype se zyada bharosa sach pe hota hai.",
    "Stories: {s} pe 'rakhun ya return karun?' poll, first impression ke saath, aur agle din verdict with reasons.",
    "Reel: real life mein {s}. Na studio, na filter: ek normal din mein ghar pe ya commute mein kaisa dikhta aur chalta hai.",
    "Reel series: '{S}, month by month'. Har mahine ek chhota update ki haalat kaisi hai, numbered taaki log follow karein.",
    "Carousel: '{S} care guide'. Naya jaisa rakhne ke tareeke, aur kaunsi galti usse sabse jaldi kharab karti hai.",
    "Reel: {s} ke saath teen look ya setup, har ek ka quick cut, aur end mein poll ki kaunsa jeeta.",
    "Reel: 'Dupe ya deal?' {S} ke bagal mein uska sasta lookalike rakho aur dikhao ki asli farak kahan hai.",
  ]),
  ...ideaTemplates(["product"], "youtube", [
    "'{S} ek mahine baad: full review': daily use, achhi baatein, irritating baatein aur kisko lena chahiye, chapters ke saath aur verdict end mein.",
    "'{S} lene se pehle yeh dekh lo': variants, price, common complaints aur alternatives, timestamps ke saath.",
    "'{S} unboxing aur first impression': box ki har cheez, pehla setup, aur sabse pehle kya notice hua.",
    "'{S} vs sasta alternative': dono pe same tests, aur honest jawab ki farak utne paise ka hai ya nahi.",
    "'{S} ka poora fayda kaise uthayein': setup, care aur chhoti aadatein jinse woh lamba chale, har ek ka alag chapter.",
    "'{S}, kuch mahine baad: ab bhi worth it?': kaisa tika, kya toota ya pheeka pada, aur kya dobara lenge.",
    "'{S} ki saari kamiyan': har kami camera pe dikhayi hui, saath mein achhi baaton pe ek fair line bhi.",
    "Short: tees second mein {s}. Ek shot ki kya hai, ek ki best kya karta hai, ek uski sabse badi kami ka.",
    "Short: 'Tum {s} loge?' Pehle price, phir best aur worst baat, aur comments mein vote.",
    "'Budget mein {s} kaise lein': kahan dekhein, kya skip karein aur fake se kaise bachein, links description mein.",
    "'{S}: ads vs reality': box aur ads ke claims, jahan ho sake ek ek karke test.",
    "Shorts series: roz {s} ki ek tip, title mein number, har baar same framing.",
    "'Family karegi {s} ka review': haath mein thama do, honest reactions film karo, aur sabse strict judge ko final score dene do. 😂",
  ]),
];
