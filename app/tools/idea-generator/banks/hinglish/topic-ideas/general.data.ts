import { ideaTemplates } from "../../idea-template";

export const GENERAL_IDEAS_HINGLISH = [
  ...ideaTemplates(["general"], "instagram", [
    "Reel: 'Tees second mein {s}'. Yeh kya hai, tumhare liye kyun zaroori hai aur log isme kya galat samajhte hain, camera pe, text ke saath taaki mute pe bhi chale.",
    "Carousel: 'Saat slides mein {s} ki poori baat'. Sabse aasaan baat pehle, phir details, aur last slide pe followers se sawaal.",
    "Reel: 'Mujhe {s} se lagaav kyun hai'. Kaise shuruaat hui, teen chhote scenes mein, aur logon se unki kahani poocho.",
    "Reel series: ek hafte tak roz {s} ki ek baat, numbered, har baar same framing.",
    "Stories: {s} pe Q&A. Question sticker, best paanch jawab chhote clips mein, highlight mein save.",
    "Carousel: '{S}: myths aur sach'. Har slide pe ek claim, sach kya hai aur tumne kahan check kiya.",
    "Reel: naya vs purana. {S} se naya naya juda insaan usse kaise dekhta hai, phir saalon se juda insaan, quick cuts mein.",
    "Reel: quiz time, {s} edition. Paanch sawaal screen pe, har ek ke baad pause, jawab end mein, aur 'apna score comment karo'.",
    "Reel: '{S} wale hi samjhenge'. Paanch pal, chhote sketches mein. 😄",
    "Carousel: '{S} se shuruaat'. Kya chahiye, kahan se shuru karein aur kya skip karein, har slide pe ek step.",
    "Reel: {s} ke aas paas ek din. Subah se raat tak jab jab yeh saamne aaya, chhote clips mein, time screen pe.",
    "Reel: {s} pe tumhari hot take, pandrah second mein, caption mein 'agree?' aur best replies pin.",
  ]),
  ...ideaTemplates(["general"], "youtube", [
    "'{S}, aasaan bhasha mein': yeh kya hai, kyun maayne rakhta hai aur log sabse zyada kya poochte hain, chapters ke saath.",
    "'{S} ke baare mein jo main jaanta-jaanti hoon': pehle basics, phir apna experience, timestamps ke saath.",
    "'{S}: shuruaat se confidence tak': jo steps kaam aaye, jo nahi, aur resources description mein.",
    "'{S} pe tumhare sawaalon ke jawab': comments aur community posts se das jawab, timestamps ke saath.",
    "'{S} ka sach': log aam taur pe kya maante hain, tumne kya paaya, aur viewers khud kahan check kar sakte hain.",
    "Short: 'Ek minute mein {s}'. Naye insaan ko jo ek baat pata honi chahiye, pehle second se screen pe.",
    "Short: {s} ki ek hairaan karne wali baat, source screen pe.",
    "'{S} ke saath ek hafta': roz ka ek honest note, aur shuruaat karne wale ko tumhari salah.",
    "'{S}, kya yeh worth it hai?': kharcha, time aur fayda, honestly tola hua, verdict end mein.",
    "'{S} pe log kya kehte hain, mera reaction': popular raay, kya sahi hai aur kya chhoot gaya.",
    "Shorts series: '{S} basics', har short mein ek baat, title mein number taaki log order mein dekhein.",
    "'{S}: paanch galtiyan jinse bacho': har ek example ke saath, fix uske turant baad.",
  ]),
];
