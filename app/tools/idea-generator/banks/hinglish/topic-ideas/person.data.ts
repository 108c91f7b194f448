import { ideaTemplates } from "../../idea-template";

// People for the Hindi page: a named person (Virat Kohli) gets fan and record ideas, sourced; a role
// (मम्मी, a teacher, a student) gets everyday-life ideas. "{s} के साथ", "{s} की ज़िंदगी": never a
// word that would have to agree with a man or a woman.
const named = { subject: "named" } as const;
const common = { subject: "common" } as const;

export const PERSON_IDEAS_HINGLISH = [
  ...ideaTemplates(["person"], "instagram", [
    ["Reel: '{S} ke paanch yaadgaar pal', tumhari apni awaaz mein, har pal ki date aur source screen pe.", named],
    [
      "Carousel: '{S} se seekhi paanch baatein'. Har slide pe ek seekh, uska kissa aur woh tumhari life mein kaise kaam aayi.",
      named,
    ],
    [
      "Reel: '{S} ka fan hone ka matlab'. Paanch chhote scenes jo har fan ne jiye hain, halke-phulke andaaz mein. 😄",
      named,
    ],
    ["Stories: '{S} ka tumhara favourite moment?' Question sticker, phir best jawab agle din.", named],
    ["Reel: '{S} ke baare mein teen baatein jo kam log jaante hain', har baat ka source caption mein.", named],
    ["Carousel: '{S}: tab aur ab'. Milestones side by side, har slide pe ek, date aur source ke saath.", named],
    ["Reel: {s} ki koi famous aadat ya routine ek hafta follow karo, aur batao kya tika aur kya nahi.", named],
    ["Reel: doston ke saath {s} ka koi iconic moment recreate karo, low budget aur full masti ke saath. 😂", named],
    [
      "Reel series: har reel mein {s} ka ek milestone, date aur source ke saath, numbered taaki fans poora set dekhein.",
      named,
    ],
    [
      "Carousel: '{S} ke baare mein log kya galat samajhte hain'. Har slide pe ek claim, record kya kehta hai aur kahan.",
      named,
    ],
    ["Reel: '{S} ka mujh pe asar'. Ek purani photo ya yaad, aur aaj uska kya matlab hai, tees second mein.", named],
    [
      "Reel: '{S} ka sabse bada moment kaunsa?' Tumhare top teen quick cuts mein, phir fans se unke comments mein.",
      named,
    ],
    [
      "Reel: '{S} ke saath ek din'. Subah se raat tak ke chhote pal, time screen pe, permission leke filmed. 🤍",
      common,
    ],
    ["Carousel: '{S} ki life ki paanch baatein jo koi nahi dekhta'. Har slide pe ek baat, ek photo ke saath.", common],
    ["Reel: 'Har {s} ki yeh aadat'. Paanch jaane-pehchaane pal, chhote chhote sketches mein. 😂", common],
    [
      "Reel: paanch logon se camera pe us {s} ko thank you bulwao jisne unki life badli, aur jawab ek reel mein jodo. 🤍",
      common,
    ],
    ["Reel series: '{S} diaries'. Har hafte ek chhota pal, numbered, taaki log agle ke liye lautein.", common],
    ["Carousel: '{S} ke liye chhote gifts jo sach mein kaam aayein'. Har slide pe ek, price aur kyun.", common],
    [
      "Stories: '{S} se juda tumhara sabse pyaara kissa?' Question sticker, aur chune hue jawab highlight mein.",
      common,
    ],
    ["Carousel: '{S} ki life: soch vs reality'. Har slide pe ek soch aur asal mein kya hota hai.", common],
    [
      "Reel: '{S} ki salah jo ab samajh aati hai'. Teen baatein jo pehle ajeeb lagi, aur ab sabse sahi lagti hain.",
      common,
    ],
    [
      "Reel: '{S} se ek sawaal'. Camera pe ek hi sawaal, aur jawab bina cut ke. Sachche pal sabse zyada share hote hain.",
      common,
    ],
    [
      "Carousel: '{S} ke liye zaroori cheezein, budget mein'. Jo sach mein use hoti hain, price aur kya skip karein.",
      common,
    ],
    ["Reel: thank you montage. Roz ke chhote pal, aur end mein har {s} ke liye ek line.", common],
  ]),
  ...ideaTemplates(["person"], "youtube", [
    [
      "'{S} ki poori kahani': shuruaat se aaj tak, har daur ka chapter, interviews aur records ke sources description mein.",
      named,
    ],
    ["'{S} ke das sabse bade moments, ranked': har moment ki wajah, aur comments mein tumhari list.", named],
    ["'{S} se maine kya seekha': paanch seekh, har ek ke saath ek kissa aur aaj uska use.", named],
    ["'{S} ke baare mein aisi baatein jo kam log jaante hain': das baatein, har ek ka source screen pe.", named],
    ["'{S} ka routine ek hafta follow kiya': jo publicly bataya gaya hai, wahi try kiya, aur honest result.", named],
    ["'{S}: myths vs facts': popular claims, interviews, records aur reporting se check kiye hue.", named],
    ["'Fans ke liye {s} ka matlab': permission leke street ya campus pe baatcheet, ek kahani mein jodi hui.", named],
    ["Short: bees second mein {s} ki ek baat, source screen pe.", named],
    ["Short: '{S}, tab aur ab': do photos jinke rights tumhare paas hain, ek line text, loop mein.", named],
    [
      "'{S} pe debate: sabse bada kaun?': dono taraf ke arguments, stats source ke saath, aur faisla viewers pe.",
      named,
    ],
    ["'{S} ke interviews se das lines jo yaad rakhni chahiye': har line ka context, sources description mein.", named],
    ["Shorts series: '{S} milestones', har short mein ek, date aur source ke saath, title mein number.", named],
    ["'{S} ki life ka ek din': subah se raat tak, permission ke saath, chhote chhote chapters mein.", common],
    ["'{S} ki life asal mein kaisi hai': jo hisse dikhte hain, jo nahi dikhte, aur tum kya badloge.", common],
    ["'{S} Q&A': comments aur community posts se das sawaal, timestamps ke saath.", common],
    ["'{S} ke liye thank you wala surprise': planning se reaction tak, permission ke saath filmed. 🤍", common],
    ["'{S} ki kahaniyan': teen log, ek ek sawaal, unki permission se camera pe jawab.", common],
    ["'{S} ki life ke myths': log kya maan lete hain, aur asal mein kaisa hai.", common],
    ["Short: 'Tees second mein {s} ki life', subah se raat tak fast cuts mein.", common],
    ["Short: har {s} ki woh ek problem, pandrah second mein acting ke saath. 😂", common],
    ["'Budget mein {s} ki zaroori cheezein': jo sach mein kaam aati hain, kharcha kitna aur kya skip karein.", common],
    ["'Films mein {s} vs real life': kya sach hai, kya nahi, clips chalaye bina bata ke.", common],
    ["Shorts series: '{S} diaries', har short mein ek pal, title mein number.", common],
    ["'Mujhe banane wale {s} ke naam ek khat': camera pe padha hua, photos aur peeche ki kahani ke saath. 🤍", common],
  ]),
];
