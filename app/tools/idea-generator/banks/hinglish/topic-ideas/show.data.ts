import { ideaTemplates } from "../../idea-template";

export const SHOW_IDEAS_HINGLISH = [
  ...ideaTemplates(["show"], "instagram", [
    "Reel: '{S} pe meri honest raay, tees second mein'. Verdict pehle, phir do wajah, aur caption mein 'tum agree karte ho?'.",
    "Carousel: '{S} ke paanch pal jo bhoole nahi jaate'. Har slide pe ek pal, apne shabdon mein, spoiler warning ke saath.",
    "Reel: '{S} dekhne wale hi samjhenge'. Paanch jaane-pehchaane pal, doston ke saath chhote sketches mein. 😂",
    "Stories: '{S} mein tumhara favourite character?' Poll, aur result pe agle din tumhari raay.",
    "Reel: {s} ka koi famous dialogue ya scene doston ke saath dobara, low budget mein. 🎬",
    "Carousel: '{S} pasand aaya? Toh yeh bhi dekho'. Har slide pe ek suggestion aur kyun.",
    "Reel: '{S} ke peeche ki teen baatein jo kam log jaante hain', har baat ka source caption mein.",
    "Reel: 'Meri {s} ranking'. Top paanch, quick cuts mein, aur comments mein tumhari list.",
    "Stories: '{S} pe sawaal poocho' question sticker, best jawab highlight mein.",
    "Reel: '{S} dekhte waqt vs dekhne ke baad', do haalat, ek hi frame mein. 😅",
    "Carousel: '{S} ke theory wale sawaal'. Har slide pe ek sawaal, aur comments mein debate.",
    "Reel series: '{S} pe roz ek baat'. Numbered, har baar same framing.",
    "Reel: family ko {s} ke baare mein samjhane ki koshish, bina script, unke sawaalon ke saath. 😂",
  ]),
  ...ideaTemplates(["show"], "youtube", [
    "'{S} review: bina spoiler': kya achha, kya nahi, aur kisko dekhna chahiye, verdict pehle das second mein.",
    "'{S} poori tarah samjhaya hua': kahani, characters aur themes, spoiler warning ke saath, chapters mein.",
    "'{S} ke das sabse bade pal, ranked': har pal pe tumhari raay, apne shabdon mein.",
    "'{S} theory': tumhari sabse pakki theory, saboot ke saath, aur comments mein debate.",
    "Short: {s} pe ek line ka verdict, pehle hi second mein.",
    "Short: '{S} ki ek ansuni baat', tees second mein, source screen pe.",
    "'{S} dekhne se pehle yeh jaan lo': order, kahan dekhein aur kya umeed rakhein.",
    "'{S} vs uska pichhla part ya book': kya badla, kya better, honest comparison.",
    "'{S} pe tumhare sawaal, mere jawab': comments se das sawaal, bina spoiler ke.",
    "'{S} pasand aaya? Yeh das aur dekho': har suggestion ka chapter, aur kyun.",
    "Shorts series: '{S} ke kisse', har short mein ek, title mein number.",
    "'{S} ke peeche ki kahani': banne ka safar, bharosemand sources se, description mein links.",
    "'Family ke saath {s} pe charcha': unki raay, unke sawaal, aur generations ka farak. 😄",
  ]),
];
