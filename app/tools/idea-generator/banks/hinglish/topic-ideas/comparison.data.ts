import { SUBJECT_KINDS } from "~/lib/topic";
import { ideaTemplates } from "../../idea-template";

export const COMPARISON_IDEAS_HINGLISH = [
  ...ideaTemplates(SUBJECT_KINDS, "instagram", [
    "Reel: '{A} vs {b}'. Dono pe ek hi test, side by side, har round ke baad score screen pe aur winner end mein. Reveal se pehle followers se side chunwao.",
    "Carousel: '{A} ya {b}? Honest comparison'. Har slide pe ek point (kharcha, aasaani, kiske liye sahi), har ek ka winner, aur end mein verdict.",
    "Reel: 'Team {a} vs team {b}'. Dono ke deewane do dost das das second mein apni baat rakhein, phir tumhara faisla. 😂",
    "Stories: 'yeh ya woh' series, {a} vs {b}: alag alag baaton pe paanch polls, phir agle din results aur tumhari raay.",
    "Reel: 'Ek hafte ke liye {a} chhod ke {b}'. Roz screen pe ek line, aur end mein faisla ki wapas jaoge ya nahi.",
    "Reel: blind test. Kisi se bina bataye {a} aur {b} try karwao, chunne ke baad jawab reveal.",
    "Carousel: '{A} vs {b}: myths'. Dono ke baare mein log kya kehte hain, slide by slide, aur sach kya hai.",
    "Reel: '{A} ya {b}: tumhare liye kaunsa?' Bees second ki guide: aisa hai toh {a}, waisa hai toh {b}.",
    "Reel: paanch baaton pe {a} aur {b} ko das mein se number, screen pe judte score ke saath.",
    "Reel: {a} ke paksh mein sabse strong baat, phir {b} ke paksh mein, aur end mein 'apni side comment karo'. Best reply pin.",
    "Carousel: '{A} vs {b}: jo koi nahi batata'. Chhupe kharche, compromises aur surprises, har slide pe ek.",
    "Reel series: '{A} vs {b}, round by round'. Har reel mein ek round, numbered, kone mein chalta score.",
    "Reel: '{A} wale vs {b} wale'. Chaar chhote sketches, poori masti mein. 😄",
  ]),
  ...ideaTemplates(SUBJECT_KINDS, "youtube", [
    "'{A} vs {b}: honest comparison': dono pe same tests, chapter by chapter, aur end mein verdict table.",
    "'Ek hafta {a}, phir ek hafta {b}': camera pe roz ke notes, aur clear jawab ki kaunsa rakhoge.",
    "'{A} ya {b}? Tumhare liye kaunsa': har type ke insaan ke liye alag chapter, aur har ek ka jawab.",
    "'{A} vs {b}: blind test': teen log, bina bataye, aur unke faisle camera pe.",
    "'{A} vs {b}: myth vs sach': dono ke baare mein popular baatein, check ki hui.",
    "Short: tees second mein {a} vs {b}, teen baatein, aur end mein winner.",
    "Short: '{A} ya {b}?' Dono ki ek ek best baat, aur comments mein vote.",
    "'{A} se {b} pe kyun gaye (ya nahi gaye)': asli wajah, kharcha aur pachtava, honestly.",
    "'{A} vs {b}: chhupe kharche': jo pehle din nahi dikhta, woh sab, ek table mein.",
    "'{A} vs {b}, tumhare sawaal': comments se das sawaal, dono taraf se jawab.",
    "'{A} vs {b}: paanch round': har round ka chapter, scoreboard screen pe.",
    "Shorts series: '{A} vs {b}', har short mein ek round, title mein number.",
    "'Family ka faisla: {a} ya {b}': har member ki raay, wajah ke saath, aur end mein ginti. 😂",
  ]),
];
