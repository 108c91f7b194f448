import { ideaTemplates } from "../../idea-template";

export const STUDY_IDEAS_HINGLISH = [
  ...ideaTemplates(["study"], "instagram", [
    "Reel: '{S} ke liye mera real din'. Subah se raat tak, padhne ke ghante screen pe, aur breaks bhi honestly. 📚",
    "Carousel: '{S} mein paanch galtiyan jo maine ki'. Har slide pe ek galti aur aaj kya alag karenge.",
    "Reel: '{S} ke notes kaise banate hain'. Ek page shuru se end tak, time-lapse mein, colour system caption mein.",
    "Carousel: '{S} ke liye free resources'. Har slide pe ek book, channel ya website, aur kiske liye sahi.",
    "Stories: '{S} pe koi bhi doubt?' Question sticker, phir best paanch sawaalon ke jawab chhote clips mein.",
    "Reel: '{S} ka ek concept, saath second mein'. Whiteboard ya copy pe, simple example ke saath.",
    "Reel: 'Padhne wale bachche hi samjhenge, {s} edition'. Paanch jaane-pehchaane pal, chhote sketches mein. 😂",
    "Carousel: '{S} time table'. Ek real hafte ka plan, har din ki slide, aur kaunsa hissa sabse mushkil raha.",
    "Reel series: '{S}, roz ek sawaal'. Har reel mein ek sawaal, jawab se pehle pause, aur 'comment mein jawab do'.",
    "Reel: '{S} ke liye meri desk'. Har cheez ka naam aur price, aur ek cheez jisne focus sach mein badhaya.",
    "Stories: aaj ka {s} target, dopahar ka update aur raat ko 'poora hua ya nahi', honestly.",
    "Reel: 'Topper vs main, {s} edition'. Ek hi kaam, do tareeke, full masti ke saath. 😅",
    "Carousel: '{S} ke liye yaad rakhne ki paanch tricks'. Har slide pe ek, example ke saath.",
  ]),
  ...ideaTemplates(["study"], "youtube", [
    "'{S}: shuruaat kahan se karein': syllabus, books aur pehla mahina, har hisse ka chapter.",
    "'{S} ke liye meri poori strategy': time table, revision aur mock tests, jo kaam aaya wahi.",
    "'{S} ke das sabse zaroori topics': har topic ka chapter, simple example ke saath.",
    "'Mere saath padho: {s}, do ghante': pomodoro timer screen pe, breaks mein chhoti baatein.",
    "Short: '{S} ki ek trick', pehle second mein screen pe, tees second mein samjhayi hui.",
    "Short: {s} ka ek sawaal, paanch second ka pause, phir jawab.",
    "'{S} mein yeh galtiyan mat karna': har galti ka chapter, aur sahi tareeka uske baad.",
    "'{S}: free vs paid resources': kya sach mein paise layak hai, honest comparison.",
    "'{S} pe tumhare sawaal': comments se das sawaal, timestamps ke saath.",
    "'{S} ke liye revision ka tareeka': last mahine ka plan, hafta-dar-hafta.",
    "Shorts series: '{S} roz ek concept', title mein number, har baar same framing.",
    "'{S} aur health': neend, khaana aur dimaag ka khayal, exam wale dinon mein kya kaam aaya.",
    "'{S}: successful logon se baatcheet': unki permission se, unka routine aur sabse badi seekh.",
  ]),
];
