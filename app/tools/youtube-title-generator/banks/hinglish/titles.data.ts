import type { TitleGroup, TitleGroups } from "../shape";

// The Hindi page's title patterns in Hinglish (Roman letters): the Devanagari bank's lines
// (banks/hi/titles.data.ts), group for group and line for line, as creators type them in Latin
// letters (see ../shape.ts). Slots: {s} the subject (with a place that qualifies it in front), {A}
// and {B} the two sides of a comparison; nothing else. No pattern states a number, a price, a time
// or a result for the creator: those are theirs to add.

/** Any subject at all: read as a label, so they suit a cat, BGMI, Diwali or a word nobody knows. */
const ANY: TitleGroup = {
  kinds: "any",
  byType: {
    tutorial: [
      "{s} Par Mera Experience, Bina Laag-Lapet",
      "{s}: Poori Jaankari Ek Video Mein",
      "{s}: Kaash Ye Pehle Pata Hota",
      "{s}: Pehli Baar Se Pehle Ye Zaroor Dekh Lein",
      "{s} Ke Baare Mein Har Sawaal Ka Jawab",
      "{s}: Wo Sab Jo Aapko Pata Hona Chahiye",
      "{s}: Jo Galtiyan Maine Kin, Aap Mat Kijiye",
      "{s}: Seedhi Aur Saaf Baat",
      "{s} Ki Basic Baatein, Aasaan Tareeke Se",
      "{s}: Log Jo Sawaal Poochte Hain, Unke Jawab",
      "{s}: Shuruaat Kahan Se Karein?",
      "{s}: Chhoti Si Guide, Kaam Ki Baatein",
    ],
    list: [
      "{s} Ki Wo Baatein Jo Koi Nahi Batata",
      "{s}: Top Baatein Jo Aapko Pata Honi Chahiye",
      "{s} Ke Mazedaar Facts",
      "{s} Se Jude Myths Aur Sach",
      "{s}: Hairaan Kar Dene Wali Baatein",
      "{s}: Achhi Baatein, Buri Baatein",
      "{s} Ke Baare Mein Log Google Par Kya Poochte Hain",
      "{s}: Sabse Zaroori Baatein, Ek List Mein",
      "{s} Ke Secrets Jo Kam Log Jaante Hain",
      "{s}: Meri Poori List, Bina Filter Ke",
      "{s} Ki Baatein Jin Par Yakeen Nahi Hoga",
      "{s}: Ye Galatfehmiyan Aaj Hi Door Karein",
    ],
    review: [
      "{s} Ka Sach: Mera Imaandaar Review",
      "{s}: Kya Sach Mein Itna Hype Banta Hai?",
      "{s}: Hype vs Haqeeqat",
      "{s} Par Meri Seedhi Raay",
      "{s}: Achha, Bura Aur Hairaan Karne Wala",
      "{s}: Overrated Ya Sach Mein Achha?",
      "{s}: Kya Kaam Karta Hai, Kya Nahi",
      "{s}: Worth It Hai Ya Nahi?",
      "{s}: Fayde, Nuksaan Aur Mera Faisla",
      "{s} Ka Honest Review, Bina Filter Ke",
      "{s}: Mera Final Faisla",
      "{s}: Wo Sach Jo Koi Nahi Batata",
    ],
    vlog: [
      "{s} Vlog: Asal Mein Kya Hua",
      "{s}: Parde Ke Peeche Ki Kahani",
      "{s} Vlog: Ummeed vs Haqeeqat",
      "{s} Vlog: Masti, Galtiyan Aur Yaadein",
      "{s}: Ek Din, Poori Kahani",
      "{s} Vlog: Aaj Ka Din Kaisa Raha",
      "Mera Pehla {s} Vlog",
      "{s}: Bina Script, Seedhi Baat",
      "{s} Vlog: Shuru Se Aakhir Tak",
      "{s} Diaries: Pehla Episode",
      "{s} Vlog: Wo Pal Jo Camere Mein Kaid Ho Gaye",
      "{s} Vlog: Aakhir Mein Meri Imaandaar Raay",
    ],
    challenge: [
      "{s} Quiz: Sirf Asli Fans Hi Jeetenge",
      "{s} Challenge: Ho Payega Ya Nahi?",
      "{s} Challenge: Haarne Wala Treat Dega!",
      "{s} Ke In Sawaalon Ka Jawab De Paoge?",
      "{s} Challenge: Dost vs Family",
      "{s} Quiz: Mera Score Harakar Dikhao",
      "{s} Challenge: Galat Jawab, Double Saza",
      "{s} Challenge Jo Koi Poora Nahi Kar Pata",
      "{s} Trivia: Family Edition",
      "{s} Challenge: Time Khatam Hone Se Pehle Batao",
      "{s} Par Kitni Pakad Hai? Chalo Test Karein",
      "{s} Quiz: Roz Ek Sawaal",
    ],
    shorts: [
      "{s} Ki Ek Baat Jo Aap Nahi Jaante #shorts",
      "{s}: Ye Pata Tha Aapko?",
      "{s}: Ek Minute Mein Samjhiye",
      "{s}: Myth Ya Sach? #shorts",
      "{s} Mein Ye Kisi Ne Notice Kiya?",
      "{s}: Meri Bebaak Raay #shorts",
      "Aakhri Wala Miss Mat Karna: {s} Edition",
      "{s} Ka Sach, Seedhe Shabdon Mein",
      "{s}: Wo Hissa Jo Koi Nahi Dikhata",
      "{s}: Agree Ya Disagree? #shorts",
      "{s}: Ye Baat Ajeeb Hai Par Sach Hai",
      "{s} Par Ek Fatafat Fact Check",
    ],
  },
};

/** Lines written for a kind of subject, or for a kind with a facet (a pet, a dish cooked at home). */
const KINDS: readonly TitleGroup[] = [
  {
    kinds: ["product"],
    byType: {
      tutorial: [
        "{s} Kharidne Se Pehle Ye Video Zaroor Dekhein",
        "{s} Ko Lambe Samay Tak Kaise Chalayein",
        "{s} Kharidne Ke Baad Sabse Pehle Ye Karein",
      ],
      list: [
        "{s} Lene Se Pehle Ye Baatein Check Karein",
        "{s} Ke Fayde Aur Nuksaan",
        "{s}: Ye Galtiyan Aapke Paise Duba Dengi",
      ],
      review: [
        "{s} Ka Sach: Lambe Istemaal Ke Baad Honest Review",
        "{s} Review: Paisa Vasool Ya Nahi?",
        "{s} Lena Chahiye Ya Nahi? Seedhi Baat",
      ],
      vlog: ["{s} Ke Saath Mera Pehla Hafta", "{s} Kharidne Ki Poori Kahani", "{s} Se Family Ko Surprise Kiya"],
      challenge: [
        "{s} Durability Test Challenge",
        "{s} Blind Test: Farq Bata Paoge?",
        "Poore Hafte Sirf {s} Ke Bharose",
      ],
      shorts: ["{s} Lene Se Pehle Ye Dekh Lo #shorts", "{s}: Khareedein Ya Chhodein?", "{s} Ka Ye Hack Try Kiya?"],
    },
  },
  {
    kinds: ["product"],
    when: ["model"],
    byType: {
      tutorial: ["{s} Ki Settings Jo Sabse Pehle Badlein"],
      list: ["{s} Ke Hidden Features Jo Kaam Ke Hain"],
      review: ["{s}: Upgrade Karein Ya Rukein?"],
      vlog: ["{s} Unboxing Aur Pehla Din"],
      challenge: ["{s} vs Mera Purana Wala: Asli Test"],
      shorts: ["{s} Par Abhi Upgrade Mat Karo #shorts"],
    },
  },
  {
    kinds: ["product"],
    when: ["category"],
    byType: {
      tutorial: ["{s} Kaise Choose Karein? Poori Guide"],
      list: ["Har Budget Ke Liye Best {s}"],
      review: ["{s}: Sasta Ya Mehenga, Kaunsa Lein?"],
      vlog: ["{s} Ki Shopping: Kya-Kya Dekha"],
      challenge: ["{s}: Sasta vs Mehenga, Farq Pehchano"],
      shorts: ["Kaunsa {s} Lein? #shorts"],
    },
  },
  {
    kinds: ["brand"],
    byType: {
      tutorial: [
        "{s} Se Kharidne Se Pehle Ye Dekh Lein",
        "{s} Ki Sale Mein Paise Kaise Bachayein",
        "{s} Ke Hidden Tricks Jo Koi Nahi Batata",
      ],
      list: [
        "{s} Ki Cheezein Jo Sach Mein Paise Ke Layak Hain",
        "{s} Ke Best Products: Meri List",
        "{s} Se Kharidte Samay Hone Wali Galtiyan",
      ],
      review: [
        "{s} Ka Sach: Jitna Dikhta Hai, Utna Hai?",
        "Ek Hafta Sirf {s}: Honest Review",
        "{s}: Kya Pasand Aaya, Kya Nahi",
      ],
      vlog: ["{s} Store Visit Vlog", "{s} Haul Vlog: Kya Liya, Kya Chhoda", "Ek Din Sirf {s} Ke Saath"],
      challenge: [
        "Poora Din Sirf {s} Challenge",
        "{s} vs Baaki Brands: Blind Challenge",
        "{s} Ke Products Pehchano Challenge",
      ],
      shorts: [
        "{s}: Overrated Ya Underrated?",
        "{s} Ka Ye Hidden Gem Dekha?",
        "{s} Se Kuch Bhi Lene Se Pehle Ye Dekho",
      ],
    },
  },
  {
    kinds: ["place"],
    byType: {
      tutorial: ["{s} Jaane Se Pehle Ye Zaroor Jaan Lein"],
      list: ["{s} Ke Hidden Gems"],
      review: ["{s}: Paisa Vasool Ya Tourist Trap?"],
      vlog: ["{s} Vlog: Kya Dekha, Kya Khaya"],
      challenge: ["{s} Kam Budget Mein: Ho Payega?"],
      shorts: ["{s}: Jaayein Ya Chhodein?"],
    },
  },
  {
    kinds: ["place"],
    when: ["named"],
    byType: {
      tutorial: [
        "{s} Trip Plan: Kahan Rukein, Kya Khayein, Kahan Ghoomein",
        "Pehli Baar {s} Ja Rahe Hain? Ye Dekh Lein",
      ],
      list: ["{s} Mein Ghoomne Ki Jagahein Jo Miss Nahi Karni Chahiye", "{s} Mein Tourists Ki Common Galtiyan"],
      review: ["Kya {s} Overhyped Hai? Honest Review", "{s} Trip Ka Poora Hisaab: Worth Tha Ya Nahi?"],
      vlog: ["{s} Trip Vlog: Pehla Din", "Doston Ke Saath {s} Trip"],
      challenge: ["{s} Mein Ek Din, Kam Se Kam Kharche Mein", "{s} Ki Ye Jagahein Pehchano Challenge"],
      shorts: ["{s} Ka Ye Side Kisi Ne Nahi Dikhaya", "{s} Jaane Ka Sabse Achha Time Kaunsa Hai?"],
    },
  },
  {
    kinds: ["place"],
    when: ["common"],
    byType: {
      tutorial: ["Sahi {s} Kaise Chunein? Aasaan Tips", "{s} Jaane Se Pehle Ye Baatein Dhyan Rakhein"],
      list: ["Shehar Ke Best {s}: Meri List", "{s} Mein Ye Galtiyan Mat Karna"],
      review: ["{s} Review: Daam, Mahaul Aur Mera Faisla", "Viral {s} Gaye: Kya Sach Mein Itna Achha Hai?"],
      vlog: ["{s} Mein Ek Din: Poora Vlog", "Naye {s} Mein Pehli Baar"],
      challenge: ["Sabse Sasta vs Sabse Mehenga {s}", "Ek Hi Din Mein Shehar Ke Saare {s}"],
      shorts: ["{s} Jaane Se Pehle Ye Dekh Lo #shorts", "{s}: Jaayein Ya Nahi? Seedha Jawab"],
    },
  },
  {
    kinds: ["food"],
    byType: {
      tutorial: ["{s}: Sahi Swaad Ka Asli Raaz"],
      list: ["{s} Ke Alag-Alag Style Jo Try Karne Chahiye"],
      review: ["{s} Taste Review: Swaad, Daam Aur Meri Raay"],
      vlog: ["{s} Ki Talaash Mein Poora Din: Food Vlog"],
      challenge: ["{s} Taste Challenge: Aankh Band Karke Pehchano"],
      shorts: ["{s} Ka Ye Trick Pata Tha?"],
    },
  },
  {
    kinds: ["food"],
    when: ["how-to"],
    byType: {
      tutorial: [
        "Ghar Par Dhaba Style {s} | Aasaan Recipe",
        "{s} Banane Ka Sabse Aasaan Tareeka",
        "{s} Recipe: Perfect Banane Ke Saare Tips",
        "Pehli Baar Mein Perfect {s}: Step By Step Recipe",
        "Halwai Wala Swaad Ghar Par: {s} Recipe",
      ],
      list: ["{s} Banate Samay Hone Wali Common Galtiyan", "{s} Ko Perfect Banane Ke Tips"],
      review: ["Viral {s} Recipe Try Ki: Sach Mein Achhi Hai?", "{s}: Mummy Ki Recipe vs YouTube Ki Recipe"],
      vlog: ["Sunday Special: Ghar Par {s} Banaya", "Family Ke Liye {s} Banane Ka Vlog"],
      challenge: ["Pehli Baar {s} Banane Ka Challenge", "Kam Saamaan Mein {s} Banane Ka Challenge"],
      shorts: ["{s} Recipe Fatafat #shorts", "{s} Mein Ye Daalkar Dekho"],
    },
  },
  {
    kinds: ["food"],
    when: ["eat-out"],
    byType: {
      tutorial: ["{s} Kahan Khayein? Poori Guide", "Asli {s} Kaise Pehchanein", "{s} Khane Se Pehle Ye Zaroor Jaan Lo"],
      list: ["{s} Ki Best Jagahein: Meri List", "{s} Khate Samay Ye Galtiyan Mat Karna"],
      review: ["{s} Ka Sach: Itni Lambi Line Kyun?", "Sabse Famous {s}: Honest Review"],
      vlog: ["{s} Food Walk: Poora Din Sirf Khana", "{s} Ke Liye Shehar Bhar Mein Ghoome"],
      challenge: ["Sasta vs Mehenga {s}: Kaun Jeeta?", "{s} Food Challenge: Kitna Kha Paoge?"],
      shorts: ["{s} Ke Liye Ye Jagah Miss Mat Karna", "{s}: Khayein Ya Chhodein? #shorts"],
    },
  },
  {
    kinds: ["activity"],
    byType: {
      tutorial: [
        "{s} Kaise Shuru Karein? Beginners Ke Liye",
        "{s} Mein Jaldi Better Hone Ke Tareeke",
        "{s} Ki Sahi Technique, Aasaan Bhasha Mein",
      ],
      list: [
        "{s} Mein Beginners Ki Common Galtiyan",
        "{s} Ke Liye Zaroori Cheezein",
        "{s} Seekhte Hue Jo Maine Seekha",
      ],
      review: [
        "{s} Ke Liye Sahi Saamaan: Kya Lein, Kya Nahi",
        "{s} Class Join Ki: Worth Hai?",
        "{s} Se Sach Mein Farq Padta Hai? Mera Experience",
      ],
      vlog: ["{s} Routine: Mere Saath Poora Din", "Pehli Baar {s} Try Kiya", "{s} Diary: Har Din Thoda Better"],
      challenge: [
        "Beginner vs Pro: {s} Challenge",
        "Roz {s} Ka Challenge: Kya Badla?",
        "{s} Challenge: Doston Ke Saath Muqabla",
      ],
      shorts: ["{s} Ka Ye Tip Aazmao #shorts", "{s} Mein Ye Galti Mat Karna", "{s}: Shuruaati vs Pro"],
    },
  },
  {
    kinds: ["animal"],
    byType: {
      tutorial: ["{s} Ke Baare Mein Zaroori Jaankari"],
      list: ["{s} Ke Baare Mein Mazedaar Baatein"],
      review: ["{s}: Jo Hum Sochte Hain vs Sach"],
      vlog: ["{s} Ke Saath Ek Din"],
      challenge: ["{s} Quiz: Kitna Jaante Ho?"],
      shorts: ["{s} Ki Ye Aadat Dekhi Hai?"],
    },
  },
  {
    kinds: ["animal"],
    when: ["pet"],
    byType: {
      tutorial: ["{s} Ki Dekhbhal Kaise Karein: Poori Guide", "Ghar Mein {s} Laane Se Pehle Ye Jaan Lein"],
      list: ["{s} Paalne Walon Ki Common Galtiyan", "{s} Ke Liye Zaroori Saamaan"],
      review: ["{s} Ka Khana: Humne Kya Try Kiya", "{s} Ke Toys: Kaunse Kaam Ke Hain?"],
      vlog: ["Mere {s} Ke Saath Poora Din", "{s} Ka Ghar Par Pehla Din"],
      challenge: ["{s} Ke Saath Toy Chhupao Challenge", "{s} vs Naya Toy: Reaction Challenge"],
      shorts: ["{s} Ki Ye Harkat Dekho #shorts", "{s} Paalne Wale Ye Zaroor Dekhein"],
    },
  },
  {
    kinds: ["animal"],
    when: ["wild"],
    byType: {
      tutorial: ["{s} Ko Jungle Mein Kaise Dekhein: Zaroori Baatein", "{s} Ke Baare Mein Sahi Jaankari, Bina Dar Ke"],
      list: ["{s} Ke Baare Mein Hairaan Kar Dene Wale Facts", "{s} Se Jude Myths Jo Sach Nahi Hain"],
      review: ["{s} Safari: Worth Thi Ya Nahi?", "{s} Dekhne Ki Jagahein: Honest Review"],
      vlog: ["{s} Ki Talaash Mein Safari Vlog", "Jungle Mein {s} Se Aamna-Saamna"],
      challenge: ["{s} Facts: Sach Ya Jhooth Challenge", "{s} Ko Pehchano: Sirf Awaaz Se"],
      shorts: ["{s} Ka Ye Roop Kabhi Dekha?", "{s} Ke Baare Mein Ye Sach Hai? #shorts"],
    },
  },
  {
    kinds: ["person"],
    byType: {
      tutorial: ["{s} Se Seekhne Layak Baatein"],
      list: ["{s} Ki Aadatein Jo Sabko Apnani Chahiye"],
      review: ["{s}: Log Jo Sochte Hain vs Sach"],
      vlog: ["{s} Ki Zindagi Ka Ek Din"],
      challenge: ["{s} Quiz: Kitna Jaante Hain Aap?"],
      shorts: ["{s} Ki Ye Baat Dil Chhoo Gayi"],
    },
  },
  {
    kinds: ["person"],
    when: ["named"],
    byType: {
      tutorial: ["{s} Ki Success Ka Raaz", "{s} Ka Safar: Shuru Se Aaj Tak"],
      list: ["{s} Ke Baare Mein Baatein Jo Kam Log Jaante Hain", "{s} Ke Yaadgaar Pal"],
      review: ["{s} Ka Career: Overrated Ya Legend?", "{s} Par Meri Imaandaar Raay"],
      vlog: ["{s} Ke Fan Ki Nazar Se: Vlog", "{s} Fan Vlog: Poora Din Unki Baatein"],
      challenge: ["{s} Quiz: Sirf Sacche Fans Pass Honge", "{s} Ki Tarah Ek Din Jeene Ka Challenge"],
      shorts: ["{s} Ka Ye Pal Yaad Hai?", "{s} Ke Baare Mein Ye Pata Tha? #shorts"],
    },
  },
  {
    kinds: ["person"],
    when: ["common"],
    byType: {
      tutorial: ["Better {s} Kaise Banein? Kaam Ki Tips", "Har {s} Ko Ye Baatein Pata Honi Chahiye"],
      list: ["{s} Ki Zindagi Ki Sacchi Baatein", "{s} Ki Common Galtiyan Aur Unka Hal"],
      review: ["{s} Ki Zindagi: Ummeed vs Haqeeqat", "{s} Ke Liye Kaam Ki Cheezein: Honest Review"],
      vlog: ["Ek {s} Ka Poora Din: Vlog", "{s} Ki Subah Ki Routine"],
      challenge: ["Ek Din {s} Banke Dekha: Challenge", "{s} vs Baaki Sab: Quiz Challenge"],
      shorts: ["Har {s} Isse Relate Karega", "{s} Life Ka Sach #shorts"],
    },
  },
  {
    kinds: ["event"],
    byType: {
      tutorial: ["{s} Ki Taiyari Kaise Karein: Poori Guide"],
      list: ["{s} Se Judi Baatein Jo Aapko Pata Honi Chahiye"],
      review: ["{s}: Ummeed vs Haqeeqat"],
      vlog: ["{s} Vlog: Poora Din, Poori Masti"],
      challenge: ["{s} Quiz: Kaun Jeetega?"],
      shorts: ["{s} Ka Ye Pal Miss Mat Karna"],
    },
  },
  {
    kinds: ["event"],
    when: ["festive"],
    byType: {
      tutorial: ["{s} Ki Sajawat Ke Aasaan Ideas", "{s} Ki Taiyari Kam Budget Mein Kaise Karein"],
      list: ["{s} Par Try Karne Layak Cheezein", "{s} Ki Paramparayein Aur Unka Matlab"],
      review: ["{s} Ki Shopping: Kya Liya, Kya Pachhtaye", "{s} Gift Ideas: Kya Sach Mein Kaam Ke Hain?"],
      vlog: ["{s} Vlog: Family Ke Saath Poora Din", "{s} Ki Taiyari Se Jashn Tak: Vlog"],
      challenge: ["{s} Special Challenge: Family vs Dost", "{s} Ki Mithai Pehchano Challenge"],
      shorts: ["Happy {s}, Hamari Taraf Se", "{s} Par Ye Zaroor Karna #shorts"],
    },
  },
  {
    kinds: ["event"],
    when: ["sport"],
    byType: {
      tutorial: ["{s} Ke Rules Aasaan Bhasha Mein", "{s} Ko Follow Kaise Karein: Beginners Ke Liye"],
      list: ["{s} Ke Sabse Yaadgaar Pal", "{s} Ke Baare Mein Rochak Baatein"],
      review: ["{s}: Kaunsi Team Sabse Mazboot?", "{s} Par Mera Honest Analysis"],
      vlog: ["Stadium Mein {s}: Match Day Vlog", "Doston Ke Saath {s} Watch Party"],
      challenge: ["{s} Quiz: Asli Fan Kaun?", "{s} Prediction Challenge"],
      shorts: ["{s} Ka Sabse Bada Pal #shorts", "{s}: Aapki Favourite Team Kaunsi?"],
    },
  },
  {
    kinds: ["study"],
    byType: {
      tutorial: [
        "{s} Ki Taiyari Kaise Karein: Poora Plan",
        "{s} Shuruaat Se, Aasaan Bhasha Mein",
        "{s} Ka Study Plan Jo Sach Mein Kaam Kare",
      ],
      list: [
        "{s} Ki Taiyari Mein Hone Wali Galtiyan",
        "{s} Ke Liye Best Books Aur Resources",
        "{s} Toppers Ki Aadatein",
      ],
      review: ["{s} Ke Liye Coaching Zaroori Hai Ya Nahi?", "{s} Online Class: Worth Hai?", "{s} Books: Kaunsi Lein?"],
      vlog: ["{s} Ki Taiyari Mein Mera Poora Din", "{s} Study Vlog: Padhai, Break Aur Chai", "{s} Revision Day: Vlog"],
      challenge: [
        "{s} Quiz: Kitne Sawaal Sahi Kar Paoge?",
        "Ek Hafta Roz {s} Padhne Ka Challenge",
        "Phone Band, Sirf {s}: Challenge",
      ],
      shorts: ["{s} Ka Ye Trick Yaad Kar Lo #shorts", "{s} Students Ye Zaroor Dekhein", "{s}: Ek Sawaal, Aapka Jawab?"],
    },
  },
  {
    kinds: ["game"],
    when: ["whole"],
    byType: {
      tutorial: [
        "{s} Mein Pro Kaise Banein: Poori Guide",
        "{s} Beginners Ke Liye Zaroori Tips",
        "{s} Mein Jeetne Ki Tricks",
      ],
      list: ["{s} Mein Naye Players Ki Common Galtiyan", "{s} Ke Hidden Features", "{s} Ke Funny Moments"],
      review: [
        "{s} Abhi Bhi Khelne Layak Hai?",
        "{s} Ka Naya Update: Achha Ya Bura?",
        "{s}: Timepass Ya Sach Mein Mazedaar?",
      ],
      vlog: ["{s} Khelte Hue Poora Din", "Doston Ke Saath {s} Night", "{s} Session: Jeet, Haar Aur Masti"],
      challenge: [
        "Noob Se Pro Tak: {s} Challenge",
        "{s} Mein Bina Haare Kitne Match?",
        "{s}: Haarne Wala Saza Bhugtega",
      ],
      shorts: [
        "{s} Ka Ye Trick Kisi Ko Nahi Pata",
        "{s} Mein Ye Moment Dekho #shorts",
        "{s} Players Ye Zaroor Dekhein",
      ],
    },
  },
  {
    kinds: ["show"],
    byType: {
      tutorial: ["{s} Dekhne Se Pehle Ye Jaan Lein", "{s} Ki Kahani Aasaan Bhasha Mein", "{s} Kahan Aur Kaise Dekhein"],
      list: [
        "{s} Ke Best Scenes",
        "{s} Ki Ye Baatein Kisi Ne Notice Nahi Ki",
        "{s} Jaisi Aur Cheezein Jo Dekhni Chahiye",
      ],
      review: ["{s} Review: Bina Spoiler", "{s}: Dekhein Ya Chhodein?", "{s} Ka Sach: Hype Jitna Dum Hai?"],
      vlog: [
        "{s} Dekhne Ka Poora Experience: Vlog",
        "{s} Night: Doston Ke Saath Dekha",
        "{s} First Day First Show Vlog",
      ],
      challenge: ["{s} Quiz: Dialogue Pehchano", "{s} Scenes Pehchano Challenge", "{s} Fan Test: Kitna Yaad Hai?"],
      shorts: ["{s} Ka Ye Scene Miss Kiya?", "{s}: Hit Ya Flop? #shorts", "{s} Ki Ye Detail Kisi Ne Notice Ki?"],
    },
  },
  {
    kinds: ["field"],
    byType: {
      tutorial: [
        "{s} Ki Shuruaat Kaise Karein: Aasaan Guide",
        "{s} Ke Basics, Bina Bhaari Shabdon Ke",
        "{s} Ko Roz Ki Zindagi Mein Kaise Use Karein",
      ],
      list: [
        "{s} Ke Baare Mein Common Galatfehmiyan",
        "{s} Seekhne Ke Liye Best Free Resources",
        "{s} Mein Beginners Ki Galtiyan",
      ],
      review: [
        "{s} Courses: Kaunsa Worth Hai?",
        "{s} Par Viral Advice: Sach Ya Jhooth?",
        "{s} Trends: Tikenge Ya Nahi?",
      ],
      vlog: ["{s} Mein Kaam Karne Walon Ka Ek Din", "{s} Seekhne Ka Mera Safar", "{s} Event Vlog: Kya Naya Seekha"],
      challenge: [
        "{s} Quiz: Aap Kitna Jaante Hain?",
        "Ek Mahina {s} Seekhne Ka Challenge",
        "{s}: Sach Ya Myth Challenge",
      ],
      shorts: ["{s} Ki Ek Kaam Ki Baat #shorts", "{s} Mein Ye Galti Sab Karte Hain", "{s}: Aaj Ka Ek Tip"],
    },
  },
];

/** A few lines written for the format the keyword named (a recipe, an unboxing, gameplay). */
const FORMATS: readonly TitleGroup[] = [
  {
    kinds: ["food"],
    formats: ["recipe"],
    everyType: ["{s} Recipe Jo Har Baar Perfect Bane", "Ghar Ki {s} Recipe, Aakhirkaar Aapke Liye"],
  },
  {
    kinds: ["product", "brand"],
    formats: ["unboxing"],
    everyType: ["{s} Unboxing: Dabbe Mein Kya Hai?", "{s} Unboxing: Pehli Nazar Mein Kaisa Hai?"],
  },
  {
    kinds: ["product", "brand", "place"],
    formats: ["haul"],
    everyType: ["{s} Haul: Kya Liya Aur Kya Worth Tha", "{s} Haul: Try-On Aur Imaandaar Raay"],
  },
  {
    kinds: ["place"],
    formats: ["travel-guide", "vlog"],
    everyType: ["{s} Travel Guide: Budget, Rukna Aur Khana", "{s} Kaise Ghoomein? Poori Travel Guide"],
  },
  {
    kinds: ["place", "general", "activity"],
    formats: ["tour"],
    everyType: ["{s} Tour: Har Kona Dikhaya", "{s} Tour: Pehle Aur Ab"],
  },
  {
    kinds: ["show", "game", "event", "person", "product", "general"],
    formats: ["reaction"],
    everyType: ["{s} Dekhkar Mera Reaction", "{s} Reaction: Ye Ummeed Nahi Thi"],
  },
  {
    kinds: ["event", "game", "activity", "show"],
    formats: ["highlights"],
    everyType: ["{s} Highlights: Har Bada Pal", "{s} Highlights Aur Analysis"],
  },
  {
    kinds: ["game"],
    formats: ["gameplay"],
    everyType: ["{s} Gameplay: Poora Match, Bina Commentary", "{s} Gameplay: Noob Se Pro Tak"],
  },
  {
    kinds: "any",
    formats: ["ideas"],
    everyType: ["{s} Ideas Jo Sach Mein Kaam Aayenge", "Kam Budget Mein {s} Ideas"],
  },
  {
    kinds: "any",
    formats: ["explained"],
    everyType: ["{s} Kya Hai? Aasaan Bhasha Mein", "{s} Samjhiye Asli Examples Ke Saath"],
  },
  {
    kinds: "any",
    formats: ["tips", "tutorial"],
    everyType: ["{s} Tips Jo Sach Mein Kaam Karte Hain", "{s}: Tips Aur Tricks Jo Pehle Pata Hone Chahiye The"],
  },
  {
    kinds: ["study", "activity", "general"],
    formats: ["study-with-me"],
    everyType: ["{s} Study With Me: Bina Music", "{s} Study With Me: Padhai Shuru Karo"],
  },
  {
    kinds: ["event", "activity", "place", "general"],
    formats: ["grwm"],
    everyType: ["{s} Ke Liye GRWM: Makeup, Outfit Aur Bhaagdaud", "{s} GRWM: Kya Pehnu, Kaise Ready Hoon?"],
  },
];

/** Keywords that only name a format ("study with me", "grwm"): no subject to put in. */
const BARE: readonly TitleGroup[] = [
  {
    kinds: "any",
    formats: ["study-with-me"],
    when: ["bare"],
    everyType: [
      "Study With Me: Bina Music, Poora Focus",
      "Study With Me: Pomodoro, Real Time Mein",
      "Study With Me Live: Padhai Shuru Karo",
      "Subah-Subah Study With Me",
      "Raat Ki Padhai: Study With Me, Baarish Ki Awaaz Ke Saath",
      "Padhai Mein Mann Nahi Lagta? Study With Me",
      "Study With Me: Phone Door, Dhyan Padhai Par",
      "Study With Me: Exam Week Special",
      "Study With Me: Library Wala Mahaul",
      "Study With Me: Notes, Revision Aur Chai",
      "Mera Study Setup Aur Routine",
      "Study With Me: Hostel Room Se",
      "Focus Banaye Rakhne Ki Aasaan Aadatein",
      "Study With Me: Sunday Revision Day",
    ],
  },
  {
    kinds: "any",
    formats: ["grwm"],
    when: ["bare"],
    everyType: [
      "GRWM: Roz Ka Makeup, Aasaan Tareeke Se",
      "Get Ready With Me: College Day Edition",
      "GRWM: Aaj Kya Pehnu? Outfit Ki Uljhan",
      "Get Ready With Me: Shaadi Wala Poora Look",
      "GRWM: Skincare, Makeup Aur Gupshup",
      "Get Ready With Me: Budget Products Se",
      "GRWM: Tyohaar Wala Look, Saree Ke Saath",
      "GRWM: Viral Products Par Imaandaar Raay",
      "Get Ready With Me: Baarish Mein Tikne Wala Makeup",
      "GRWM: Meri Subah Ki Routine, Bina Filter",
      "GRWM: Saste Products, Mehenga Look",
      "Get Ready With Me: Haldi Function Look",
      "Get Ready With Me: Phir Se College Ke Liye Late",
      "GRWM: No-Makeup Makeup Look",
    ],
  },
];

/** Two things side by side ("iPhone 16 vs Galaxy S24", "चाय vs कॉफ़ी"): only these fit, and they fit nothing else. */
const COMPARISON: TitleGroup = {
  kinds: "any",
  formats: ["comparison"],
  everyType: [
    "{A} vs {B}: Kaun Behtar Hai?",
    "{A} Ya {B}? Seedha Muqabla",
    "{A} vs {B}: Honest Comparison",
    "{A} vs {B}: Kismein Paisa Vasool?",
    "{A} Aur {B} Mein Asli Farq Kya Hai?",
    "{A} vs {B}: Aapke Liye Kaun Sahi?",
    "{A} vs {B}: Dono Try Kiye, Ye Jeeta",
    "{A} vs {B}: Mera Final Faisla",
    "{A} vs {B}: Hype vs Real Use",
    "{A} vs {B}: Chunne Se Pehle Ye Dekhein",
    "{A} vs {B}: Dono Ke Fayde Aur Nuksaan",
    "{A} vs {B}: Bina Bias Ke Comparison",
  ],
  byType: {
    tutorial: ["{A} Ya {B}: Beginners Ke Liye Kaunsa?", "{A} vs {B}: Poora Comparison Aasaan Bhasha Mein"],
    list: ["{A} vs {B}: Farq Jo Sach Mein Matter Karte Hain", "{A} vs {B}: Har Round Ka Hisaab"],
    review: ["{A} vs {B} Review: Kaun Jeeta?", "{A} vs {B}: Saaf Winner Ya Kaante Ki Takkar?"],
    vlog: ["{A} vs {B}: Dono Ke Saath Ek-Ek Din", "{A} vs {B} Vlog: Real Life Mein Test"],
    challenge: ["{A} vs {B} Blind Test: Pehchaan Paoge?", "{A} vs {B}: Jeetne Wale Par Poora Video"],
    shorts: ["{A} vs {B}: Ek Minute Mein Faisla #shorts", "{A} Ya {B}? Comment Mein Batao"],
  },
};

/** The Hindi page's title patterns in Hinglish, in the order the logic deals them. */
export const HINGLISH_TITLES = {
  any: ANY,
  kinds: KINDS,
  formats: FORMATS,
  bare: BARE,
  comparison: COMPARISON,
} satisfies TitleGroups;
