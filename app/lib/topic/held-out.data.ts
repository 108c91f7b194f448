import type { EvaluationCase } from "./reading";

/**
 * Keywords kept apart from the reader's tuning: none of them is in EVALUATION_SET, and they were
 * labelled from the conventions of that set alone, before the reader had read any of them. The
 * reader's score here is what to expect on keywords nobody tuned it for, so cases are never added
 * or relabelled to follow what the reader answers.
 * The conventions are those of EVALUATION_SET: the subject without format words, qualifiers or a
 * place that only qualifies it; the kind of the head of the phrase; a place written in Latin
 * letters as usually spelled; format and place only where the keyword names them.
 */
export const HELD_OUT_SET: readonly EvaluationCase[] = [
  // ── Products ──
  { keyword: "samsung galaxy a56 review", subject: "Samsung Galaxy A56", kind: "product", format: "review" },
  { keyword: "nothing phone 3a unboxing", subject: "Nothing Phone 3a", kind: "product", format: "unboxing" },
  { keyword: "vivo v50 vs oppo reno 13", subject: "vivo V50 vs OPPO Reno 13", kind: "product", format: "comparison" },
  { keyword: "best laptop for students under 50000", subject: "laptop", kind: "product" },
  { keyword: "poco x7 pro", subject: "POCO X7 Pro", kind: "product" },
  { keyword: "tvs apache rtr 160 4v", subject: "TVS Apache RTR 160 4V", kind: "product" },
  { keyword: "mahindra thar roxx", subject: "Mahindra Thar Roxx", kind: "product" },
  { keyword: "trimmer under 1000", subject: "trimmer", kind: "product" },
  { keyword: "noise smartwatch unboxing", subject: "Noise smartwatch", kind: "product", format: "unboxing" },
  { keyword: "kolhapuri chappal", subject: "Kolhapuri chappal", kind: "product" },
  { keyword: "shaadi ke liye sherwani", subject: "sherwani", kind: "product" },
  { keyword: "surat saree haul", subject: "saree", kind: "product", format: "haul", place: "Surat" },
  { keyword: "सस्ता मोबाइल", subject: "मोबाइल", kind: "product" },

  // ── Brands ──
  { keyword: "myntra haul", subject: "Myntra", kind: "brand", format: "haul" },
  {
    keyword: "zepto vs swiggy instamart",
    subject: "Zepto vs Swiggy Instamart",
    kind: "brand",
    format: "comparison",
  },
  { keyword: "the derma co review", subject: "The Derma Co", kind: "brand", format: "review" },
  { keyword: "tanishq", subject: "Tanishq", kind: "brand" },
  { keyword: "fabindia", subject: "Fabindia", kind: "brand" },
  { keyword: "lenskart", subject: "Lenskart", kind: "brand" },
  { keyword: "dmart", subject: "DMart", kind: "brand" },
  { keyword: "पतंजलि", subject: "पतंजलि", kind: "brand" },

  // ── Places ──
  { keyword: "shimla trip", subject: "Shimla", kind: "place", format: "vlog", place: "Shimla" },
  { keyword: "meghalaya itinerary", subject: "Meghalaya", kind: "place", format: "travel-guide", place: "Meghalaya" },
  { keyword: "places to visit in sikkim", subject: "Sikkim", kind: "place", format: "travel-guide", place: "Sikkim" },
  { keyword: "pondicherry", subject: "Pondicherry", kind: "place", place: "Pondicherry" },
  {
    keyword: "andaman travel guide 2026",
    subject: "Andaman",
    kind: "place",
    format: "travel-guide",
    place: "Andaman",
  },
  { keyword: "nepal road trip", subject: "Nepal", kind: "place", format: "vlog", place: "Nepal" },
  {
    keyword: "darjeeling ghumne ki jagah",
    subject: "Darjeeling",
    kind: "place",
    format: "travel-guide",
    place: "Darjeeling",
  },
  { keyword: "jaisalmer desert camp", subject: "desert camp", kind: "place", place: "Jaisalmer" },
  { keyword: "bengaluru pg room tour", subject: "PG room", kind: "place", format: "tour", place: "Bengaluru" },
  { keyword: "goa me sasta hotel", subject: "hotel", kind: "place", place: "Goa" },
  // A landmark: a place to visit, but not a city, so no place is named.
  { keyword: "hawa mahal", subject: "Hawa Mahal", kind: "place" },
  { keyword: "केदारनाथ यात्रा", subject: "केदारनाथ", kind: "place", format: "vlog", place: "Kedarnath" },
  { keyword: "वाराणसी के घाट", subject: "घाट", kind: "place", place: "Varanasi" },

  // ── Food ──
  { keyword: "lucknow ke kebab", subject: "kebab", kind: "food", place: "Lucknow" },
  { keyword: "misal pav", subject: "misal pav", kind: "food" },
  { keyword: "upma kaise banaye", subject: "upma", kind: "food", format: "recipe" },
  { keyword: "idli sambar", subject: "idli sambar", kind: "food" },
  { keyword: "dhokla recipe in hindi", subject: "dhokla", kind: "food", format: "recipe" },
  { keyword: "patna litti chokha", subject: "litti chokha", kind: "food", place: "Patna" },
  { keyword: "sattu sharbat", subject: "sattu sharbat", kind: "food" },
  { keyword: "matcha latte", subject: "matcha latte", kind: "food" },
  { keyword: "veg dinner ideas", subject: "veg dinner", kind: "food", format: "ideas" },
  { keyword: "spicy ramen challenge", subject: "spicy ramen", kind: "food", format: "challenge" },
  { keyword: "खिचड़ी", subject: "खिचड़ी", kind: "food" },
  { keyword: "आलू टिक्की कैसे बनाएं", subject: "आलू टिक्की", kind: "food", format: "recipe" },
  { keyword: "इंदौर का पोहा", subject: "पोहा", kind: "food", place: "Indore" },

  // ── Activities ──
  { keyword: "pickleball", subject: "pickleball", kind: "activity" },
  { keyword: "calisthenics for beginners", subject: "calisthenics", kind: "activity" },
  { keyword: "skating kaise sikhe", subject: "skating", kind: "activity", format: "tutorial" },
  { keyword: "resin art", subject: "resin art", kind: "activity" },
  { keyword: "long distance running", subject: "long distance running", kind: "activity" },
  { keyword: "bhangra", subject: "bhangra", kind: "activity" },
  // "kaise banaye" of something that is not food is a tutorial, not a recipe.
  { keyword: "hairstyle kaise banaye", subject: "hairstyle", kind: "activity", format: "tutorial" },
  { keyword: "subah ki routine", subject: "subah ki routine", kind: "activity" },
  { keyword: "candle making at home", subject: "candle making", kind: "activity" },
  { keyword: "surya namaskar kaise kare", subject: "surya namaskar", kind: "activity", format: "tutorial" },
  { keyword: "goa scuba diving", subject: "scuba diving", kind: "activity", place: "Goa" },
  { keyword: "सिलाई कैसे सीखें", subject: "सिलाई", kind: "activity", format: "tutorial" },
  { keyword: "बागवानी", subject: "बागवानी", kind: "activity" },

  // ── Animals ──
  { keyword: "beagle puppy", subject: "beagle puppy", kind: "animal" },
  { keyword: "husky in india", subject: "husky", kind: "animal", place: "India" },
  {
    keyword: "billi ki dekhbhal kaise kare",
    subject: "billi ki dekhbhal",
    kind: "animal",
    format: "tutorial",
  },
  { keyword: "pomeranian", subject: "Pomeranian", kind: "animal" },
  { keyword: "cockatiel", subject: "cockatiel", kind: "animal" },
  { keyword: "axolotl", subject: "axolotl", kind: "animal" },
  { keyword: "king cobra", subject: "king cobra", kind: "animal" },
  { keyword: "kutte ka baccha", subject: "kutte ka baccha", kind: "animal" },
  { keyword: "bandar", subject: "bandar", kind: "animal" },
  { keyword: "assam rhino", subject: "rhino", kind: "animal", place: "Assam" },
  { keyword: "खरगोश", subject: "खरगोश", kind: "animal" },
  { keyword: "हाथी", subject: "हाथी", kind: "animal" },

  // ── Events ──
  { keyword: "diwali ki safai", subject: "Diwali ki safai", kind: "event" },
  { keyword: "makar sankranti", subject: "Makar Sankranti", kind: "event" },
  {
    keyword: "janmashtami decoration ideas",
    subject: "Janmashtami decoration",
    kind: "event",
    format: "ideas",
  },
  { keyword: "teej grwm", subject: "Teej", kind: "event", format: "grwm" },
  { keyword: "naamkaran", subject: "naamkaran", kind: "event" },
  { keyword: "mata ki chowki", subject: "mata ki chowki", kind: "event" },
  { keyword: "ipl 2026 final highlights", subject: "IPL final", kind: "event", format: "highlights" },
  // Two teams: a match, not a comparison.
  { keyword: "mi vs kkr", subject: "MI vs KKR", kind: "event" },
  { keyword: "coldplay concert ahmedabad", subject: "Coldplay concert", kind: "event", place: "Ahmedabad" },
  { keyword: "college fest", subject: "college fest", kind: "event" },
  { keyword: "bakrid", subject: "Bakrid", kind: "event" },
  { keyword: "गणेश चतुर्थी", subject: "गणेश चतुर्थी", kind: "event" },
  { keyword: "भाई दूज", subject: "भाई दूज", kind: "event" },

  // ── Study ──
  { keyword: "ssc gd", subject: "SSC GD", kind: "study" },
  { keyword: "ibps po preparation", subject: "IBPS PO preparation", kind: "study" },
  { keyword: "bpsc ki taiyari", subject: "BPSC ki taiyari", kind: "study" },
  { keyword: "neet pg study with me", subject: "NEET PG", kind: "study", format: "study-with-me" },
  { keyword: "class 9 science", subject: "class 9 science", kind: "study" },
  { keyword: "class 11 accountancy", subject: "class 11 accountancy", kind: "study" },
  { keyword: "calculus explained", subject: "calculus", kind: "study", format: "explained" },
  { keyword: "sanskrit kaise sikhe", subject: "Sanskrit", kind: "study", format: "tutorial" },
  { keyword: "ctet", subject: "CTET", kind: "study" },
  { keyword: "ielts speaking tips", subject: "IELTS speaking", kind: "study", format: "tips" },
  { keyword: "periodic table trick", subject: "periodic table", kind: "study", format: "tips" },
  { keyword: "हिंदी व्याकरण", subject: "हिंदी व्याकरण", kind: "study" },
  { keyword: "पुलिस भर्ती की तैयारी", subject: "पुलिस भर्ती की तैयारी", kind: "study" },

  // ── Games ──
  { keyword: "clash royale", subject: "Clash Royale", kind: "game" },
  { keyword: "efootball", subject: "eFootball", kind: "game" },
  { keyword: "stumble guys", subject: "Stumble Guys", kind: "game" },
  { keyword: "gta vice city", subject: "GTA Vice City", kind: "game" },
  {
    keyword: "god of war ragnarok gameplay",
    subject: "God of War Ragnarok",
    kind: "game",
    format: "gameplay",
  },
  { keyword: "forza horizon 5", subject: "Forza Horizon 5", kind: "game" },
  { keyword: "brawl stars", subject: "Brawl Stars", kind: "game" },
  // A cricket video game, not the sport.
  { keyword: "cricket 24 gameplay", subject: "Cricket 24", kind: "game", format: "gameplay" },
  { keyword: "uno", subject: "UNO", kind: "game" },
  { keyword: "saanp seedhi", subject: "saanp seedhi", kind: "game" },
  { keyword: "teen patti", subject: "teen patti", kind: "game" },
  { keyword: "पबजी", subject: "पबजी", kind: "game" },
  { keyword: "कैरम", subject: "कैरम", kind: "game" },

  // ── Shows ──
  { keyword: "the family man 3 review", subject: "The Family Man 3", kind: "show", format: "review" },
  { keyword: "sitaare zameen par", subject: "Sitaare Zameen Par", kind: "show" },
  { keyword: "war 2 reaction", subject: "War 2", kind: "show", format: "reaction" },
  { keyword: "attack on titan", subject: "Attack on Titan", kind: "show" },
  { keyword: "stranger things 5", subject: "Stranger Things 5", kind: "show" },
  { keyword: "money heist explained", subject: "Money Heist", kind: "show", format: "explained" },
  { keyword: "ramayana teaser reaction", subject: "Ramayana teaser", kind: "show", format: "reaction" },
  { keyword: "cid", subject: "CID", kind: "show" },
  { keyword: "the psychology of money", subject: "The Psychology of Money", kind: "show" },
  { keyword: "haryanvi songs", subject: "Haryanvi songs", kind: "show" },
  { keyword: "shiv bhajan", subject: "Shiv bhajan", kind: "show" },
  { keyword: "रामायण", subject: "रामायण", kind: "show" },
  { keyword: "हनुमान चालीसा", subject: "हनुमान चालीसा", kind: "show" },

  // ── Fields ──
  { keyword: "gold investment", subject: "gold investment", kind: "field" },
  { keyword: "term insurance kya hai", subject: "term insurance", kind: "field", format: "explained" },
  { keyword: "emi kya hai", subject: "EMI", kind: "field", format: "explained" },
  { keyword: "nifty 50", subject: "Nifty 50", kind: "field" },
  { keyword: "side hustle ideas", subject: "side hustle", kind: "field", format: "ideas" },
  { keyword: "sustainable fashion", subject: "sustainable fashion", kind: "field" },
  { keyword: "geopolitics", subject: "geopolitics", kind: "field" },
  { keyword: "pune real estate", subject: "real estate", kind: "field", place: "Pune" },
  { keyword: "sarkari yojana", subject: "sarkari yojana", kind: "field" },
  { keyword: "aaj ki khabar", subject: "khabar", kind: "field" },
  { keyword: "क्रिप्टोकरेंसी क्या है", subject: "क्रिप्टोकरेंसी", kind: "field", format: "explained" },
  { keyword: "राजनीति", subject: "राजनीति", kind: "field" },

  // ── People ──
  { keyword: "shubman gill", subject: "Shubman Gill", kind: "person" },
  { keyword: "vaibhav suryavanshi", subject: "Vaibhav Suryavanshi", kind: "person" },
  { keyword: "gukesh", subject: "Gukesh", kind: "person" },
  { keyword: "nurse day in my life", subject: "nurse", kind: "person", format: "vlog" },
  { keyword: "ca aspirant", subject: "CA aspirant", kind: "person" },
  { keyword: "kota student vlog", subject: "student", kind: "person", format: "vlog", place: "Kota" },
  { keyword: "dadi maa", subject: "dadi maa", kind: "person" },
  { keyword: "किसान", subject: "किसान", kind: "person" },

  // ── Nothing known: made-up words; the subject is the keyword ──
  // cspell:ignore mxqtrav
  { keyword: "glorpnik", subject: "glorpnik", kind: "general" },
  { keyword: "zzqxwv", subject: "zzqxwv", kind: "general" },
  { keyword: "brindlefoo", subject: "brindlefoo", kind: "general" },
  { keyword: "mxqtrav 9", subject: "mxqtrav 9", kind: "general" },
  { keyword: "wubbaflax", subject: "wubbaflax", kind: "general" },
  { keyword: "plorvenstik", subject: "plorvenstik", kind: "general" },
];
