import { ideaTemplates } from "../../idea-template";

export const FIELD_IDEAS_HINGLISH = [
  ...ideaTemplates(["field"], "instagram", [
    "Reel: '{S} saath second mein'. Ek baat jo naye logon ko sabse pehle jaanni chahiye, simple example ke saath. 💡",
    "Carousel: '{S} ke paanch myths'. Har slide pe ek claim aur sach kya hai, source ke saath.",
    "Reel: '{S} mein meri shuruaat'. Kaise interest jaaga, teen chhote scenes mein, aur tumse sawaal.",
    "Carousel: '{S} seekhne ke liye free resources'. Har slide pe ek book, podcast ya channel.",
    "Stories: '{S} pe kuch bhi poocho' question sticker, best jawab highlight mein.",
    "Reel: '{S} ki ek news, aasaan bhasha mein', source screen pe aur tumhari ek line ki raay.",
    "Carousel: '{S} ke words jo sab bolte hain, par kam samajhte hain'. Har slide pe ek, example ke saath.",
    "Reel: '{S} wale log hi samjhenge'. Paanch pal, halke-phulke andaaz mein. 😄",
    "Reel series: '{S} pe roz ek baat'. Numbered, same framing.",
    "Reel: '{S} pe tumhari ek hot take, pandrah second mein', aur caption mein 'tum agree karte ho?'.",
    "Carousel: '{S} mein beginners ki paanch galtiyan'. Har slide pe ek, aur fix.",
    "Reel: family ko {s} samjhane ki koshish, bina script. 😂",
    "Stories: '{S} quiz'. Paanch sawaal polls mein, agle din jawab aur score.",
  ]),
  ...ideaTemplates(["field"], "youtube", [
    "'{S}, aasaan bhasha mein': kya hai, kyun zaroori hai aur log sabse zyada kya poochte hain, chapters ke saath.",
    "'{S} ke das myths, check kiye hue': har myth aur sach, sources description mein.",
    "'{S} seekhne ka mera tareeka': books, aadatein aur jo kaam nahi aaya, honestly.",
    "'{S}: beginner se confident tak': jo steps kaam aaye, jo nahi aaye, aur resources description mein.",
    "'{S} pe tumhare sawaal': comments se das jawab, timestamps ke saath.",
    "Short: '{S} mein ek minute', ek baat jo naye logon ko pata honi chahiye.",
    "Short: {s} ka ek chaunkane wala fact, source screen pe.",
    "'{S} ki is hafte ki badi baatein': har news ka chapter, source aur tumhari raay alag alag.",
    "'{S} ke words, samjhaye hue': har word ka chapter, roz ki life ke example ke saath.",
    "'{S} pe log kya kehte hain, aur kya sach hai': popular baatein, check ki hui.",
    "Shorts series: '{S} basics', har short mein ek baat, title mein number.",
    "'{S}: paanch galtiyan jinse bacho': har galti ek example ke saath, fix uske baad.",
    "'{S} pe expert se baatcheet': unki permission se, paanch sawaal, aur sabse kaam ki baat end mein.",
  ]),
];
