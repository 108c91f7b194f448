import { ideaTemplates } from "../../idea-template";

export const ANIMAL_IDEAS_HINGLISH = [
  ...ideaTemplates(["animal"], "instagram", [
    "Reel: '{S} ka ek din'. Subah se raat tak ke chhote pal, time screen pe, aur sabse funny pal end mein. 🐾",
    "Carousel: '{S} ke baare mein paanch baatein jo log galat samajhte hain'. Har slide pe ek, bharosemand source ke saath.",
    "Reel: '{S} ki body language'. Paanch ishaare aur unka matlab, har ek real clip ke saath.",
    "Reel: '{S} se seekha lesson'. Teen chhote pal, aur har ek se life ki ek baat. 🤍",
    "Stories: '{S} ke liye naam suggest karo' ya 'agla video kis pe?' poll, aur agle din result.",
    "Carousel: '{S} ki care: mausam ke hisaab se'. Garmi, baarish aur sardi, har mausam ki slide, vet ki salah ka zikr.",
    "Reel: expectation vs reality, {s} edition. Internet wala cute video, phir tumhara asli experience. 😂",
    "Reel: '{S} ka POV'. Unki nazar ke level se camera, aur upar text mein unki 'soch'. 😄",
    "Reel series: '{S} diaries'. Har hafte ek pal, numbered, taaki log agle ka wait karein.",
    "Carousel: '{S} ke aas paas kya karein aur kya nahi'. Har slide pe ek baat, respect aur safety ke saath.",
    "Reel: '{S} ke liye ghar pe bana jugaad'. Kam kharche mein koi khilona, chhaaya ya paani ka intezaam, banate hue dikhao.",
    "Reel: slow motion mein {s} ka sabse pyaara pal, ek line ke saath, aur loop hone wala end.",
    "Stories: tumhari gali ya ghar mein bhi koi {s}? Followers se photos mangao aur best photo share karo.",
  ]),
  ...ideaTemplates(["animal"], "youtube", [
    "'{S}: complete guide': khaana, care, health aur behaviour, har hisse ka chapter, aur vet ki salah kab lein.",
    "'{S} ke saath ek din': subah se raat tak, real aur bina script, chhote chapters mein.",
    "'{S} ke baare mein das baatein jo tumhe hairaan karengi': har baat ka source screen pe.",
    "'{S} ki common galtiyan jo log karte hain': har galti aur uska sahi tareeka, bharosemand salah ke saath.",
    "Short: {s} ka sabse funny pal, pehle hi second se, aur ek line text. 😂",
    "Short: '{S} ke baare mein ek baat', tees second mein, source screen pe.",
    "'{S} ke liye budget mein zaroori cheezein': kya sach mein chahiye, kya dikhawa hai, prices screen pe.",
    "'{S} ka behaviour samjho': real clips, har ishaare ka matlab, aur kab chinta karein.",
    "'{S} aur hamara ghar': shuruaat, mushkilein aur aaj ka rishta, honest kahani ki tarah.",
    "'{S} se jude tumhare sawaal': comments se das sawaal, timestamps ke saath.",
    "Shorts series: '{S} facts', har short mein ek, title mein number.",
    "'{S} ke liye ghar pe jugaad': kam kharche mein khilone aur aaram ki cheezein banate hue, har ek ka chapter.",
  ]),
];
