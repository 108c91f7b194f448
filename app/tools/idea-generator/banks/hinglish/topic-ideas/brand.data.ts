import { ideaTemplates } from "../../idea-template";

export const BRAND_IDEAS_HINGLISH = [
  ...ideaTemplates(["brand"], "instagram", [
    "Reel: '{S} ki teen cheezein dobara lene layak, aur ek bilkul nahi', har ek quick cut mein, price screen pe.",
    "Carousel: '{S} mein naye ho? Yahan se shuru karo'. Pehli kharidari ke liye teen cheezein, har budget ke hisaab se, ek slide ek cheez.",
    "Reel: '{S} vs uska desi option'. Do same type ki cheezein, same tests, aur end mein honest verdict.",
    "Stories: {s} se agli kharidari ke do options pe poll, phir jeetne wali cheez pe apni raay agle din.",
    "Carousel: '{S} ki sale se pehle'. Kya sach mein sasta hota hai, kya nahi, aur kis cheez pe sale ka wait bekaar hai.",
    "Reel: {s} ke store ya app mein das minute, jo pasand aaya uska price screen pe, aur ek cheez jo zyada mehngi lagi.",
    "Reel: 'Expectation vs reality, {s} edition'. Website ki photo pehle, phir ghar aayi asli cheez usi angle se.",
    "Carousel: '{S} ke sabse zyada poochhe jaane wale sawaal'. Size, return, asli-nakli ki pehchaan, har slide pe ek jawab.",
    "Reel: {s} ka mera poora collection, sabse purani cheez se sabse nayi tak, har ek ke saath ek line ki kahani.",
    "Reel series: '{S} ka ek product, ek hafta'. Har episode mein ek cheez aur uska honest score.",
    "Stories: 'Tumhari favourite {s} wali cheez?' Question sticker, phir best jawabon ki story.",
    "Reel: {s} overrated ya underrated? Pandrah second mein tumhari raay aur caption mein 'tum kya sochte ho?'.",
  ]),
  ...ideaTemplates(["brand"], "youtube", [
    "'{S} ki best aur worst cheezein': har budget pe ek achhi aur ek bekaar kharidari, chapters ke saath.",
    "'{S} beginner guide': pehle kya lein, kis cheez pe paise bachayein, aur kisse bachein.",
    "'{S} vs uska competitor': teen same type ki cheezein, teen round, aur scoreboard end mein.",
    "'{S} ki poori kahani': brand kaise shuru hua aur India kaise pahuncha, sources description mein.",
    "'{S} ki sale mein kya lein, kya chhodein': asli deals aur nakli discount, ek ek karke.",
    "'{S} ka full haul, honest review ke saath': har cheez try ki hui, price screen pe, rakhein ya return.",
    "Short: '{S}: ek cheez jo sabke paas honi chahiye', pehle second mein hi dikhayi hui.",
    "Short: asli vs nakli {s}, teen farak tees second mein.",
    "'{S} ka saamaan saalon baad': purani cheezein kaisi tiki, kya ab bhi chal raha hai.",
    "'{S} app vs store': price, variety aur return ka comparison, ek hi cheez pe.",
    "Shorts series: roz {s} ki ek cheez, title mein number aur score.",
    "'Family kare {s} ko rate': bina label ke dikhao, price guess karwao, reactions camera pe. 😂",
  ]),
];
