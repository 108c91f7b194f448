import { ideaTemplates } from "../../idea-template";

export const GAME_IDEAS_HINGLISH = [
  ...ideaTemplates(["game"], "instagram", [
    "Reel: {s} ka best moment, tees second mein, tumhari awaaz mein commentary ke saath. 🎮",
    "Carousel: 'Beginners ke liye {s} ki paanch tips'. Har slide pe ek tip, screenshot ke saath.",
    "Reel: '{S} khelne wale hi samjhenge'. Paanch jaane-pehchaane pal, chhote sketches mein. 😂",
    "Reel: 'Noob vs pro, {s} edition'. Ek hi situation, do tareeke, side by side.",
    "Stories: '{S} mein tumhara favourite?' Poll, phir result pe tumhari raay agle din.",
    "Reel: {s} ki ek galti jo har koi karta hai, aur uska fix, das das second mein.",
    "Carousel: '{S} dictionary'. Har slide pe ek word jo naye players ko confuse karta hai.",
    "Reel: doston ke saath {s}, sirf reactions camera pe, screen kone mein. 😄",
    "Reel series: '{S} ki roz ek trick'. Numbered, har baar same framing.",
    "Reel: mera {s} setup. Phone ya console, headphones aur settings, har cheez ka naam screen pe.",
    "Stories: aaj raat {s} live? Time ke saath story, aur 'kaun saath khelega?' question sticker.",
    "Reel: '{S} mein haar ke baad mera chehra', paanch palon ka montage, poori honesty se. 🥲",
    "Carousel: '{S} khelte hue time ka dhyaan'. Paanch aadatein jo game aur padhai ya kaam dono bachati hain.",
  ]),
  ...ideaTemplates(["game"], "youtube", [
    "'Beginners ke liye {s}': basics se pehli jeet tak, har hisse ka chapter.",
    "'{S} ki das tips jo koi nahi batata': har tip gameplay mein dikhayi hui.",
    "'{S} mein mera best match': poora match, tumhari commentary, aur har bade decision ki wajah.",
    "'{S} ki common galtiyan': har galti ka clip, aur sahi tareeka uske baad.",
    "Short: {s} ka ek clutch moment, pehle second se, aur ek line text.",
    "Short: '{S} ki ek trick', tees second mein karke dikhayi hui.",
    "'{S}: noob se pro tak, ek mahina': roz ki practice, kya badla aur rank ya level screen pe.",
    "'Doston ke saath {s}': full masti, best moments chapters mein. 😂",
    "'{S} settings aur setup': har setting ka chapter, aur kyun.",
    "'{S} pe tumhare sawaal, gameplay ke saath': comments se das sawaal, har jawab screen pe karke dikhaya hua.",
    "Shorts series: '{S} tips', har short mein ek, title mein number.",
    "'{S} updates: kya badla': naye features, kya achha, kya nahi, aur tumhari raay.",
    "'Family ne pehli baar khela {s}': unke reactions, sawaal aur end mein score. 😂",
  ]),
];
