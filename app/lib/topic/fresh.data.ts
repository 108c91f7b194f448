import type { EvaluationCase } from "./reading";

/**
 * A second blind set, written after the held-out set had been used to tune the reader: its score
 * there is no longer a score on unseen keywords, so this set takes that role. None of its keywords
 * is in EVALUATION_SET or HELD_OUT_SET, and none of its subjects is a subject of theirs: the point
 * is to measure the reader on things it was never shown, not on new phrasings of old ones. Every
 * case was labelled from the two sets' conventions before the reader read any of them, and cases
 * are never added or relabelled to follow what the reader answers.
 * The conventions are theirs: the subject without format words, qualifiers or a place that only
 * qualifies it; the kind of the head of the phrase; a place written in Latin letters as usually
 * spelled; format and place only where the keyword names them.
 */
export const FRESH_SET: readonly EvaluationCase[] = [
  // ── Products ──
  {
    keyword: "apple watch series 10 unboxing",
    subject: "Apple Watch Series 10",
    kind: "product",
    format: "unboxing",
  },
  { keyword: "hero splendor plus", subject: "Hero Splendor Plus", kind: "product" },
  {
    keyword: "maruti swift vs hyundai i20",
    subject: "Maruti Swift vs Hyundai i20",
    kind: "product",
    format: "comparison",
  },
  { keyword: "best power bank under 1500", subject: "power bank", kind: "product" },
  { keyword: "kindle paperwhite review", subject: "Kindle Paperwhite", kind: "product", format: "review" },
  { keyword: "jaipur block print bedsheet", subject: "block print bedsheet", kind: "product", place: "Jaipur" },
  // "sasta" (cheap) only qualifies it.
  { keyword: "sasta gaming chair", subject: "gaming chair", kind: "product" },
  // A garment for an occasion is the garment.
  { keyword: "diwali ke liye kurta pajama", subject: "kurta pajama", kind: "product" },
  { keyword: "वाशिंग मशीन", subject: "वाशिंग मशीन", kind: "product" },
  { keyword: "एयर कूलर रिव्यू", subject: "एयर कूलर", kind: "product", format: "review" },

  // ── Brands ──
  { keyword: "flipkart haul", subject: "Flipkart", kind: "brand", format: "haul" },
  { keyword: "uniqlo india", subject: "Uniqlo", kind: "brand", place: "India" },
  { keyword: "ikea noida", subject: "IKEA", kind: "brand", place: "Noida" },
  { keyword: "starbucks", subject: "Starbucks", kind: "brand" },
  {
    keyword: "croma vs reliance digital",
    subject: "Croma vs Reliance Digital",
    kind: "brand",
    format: "comparison",
  },
  { keyword: "bata", subject: "Bata", kind: "brand" },
  { keyword: "रिलायंस जियो", subject: "रिलायंस जियो", kind: "brand" },

  // ── Places ──
  { keyword: "munnar itinerary", subject: "Munnar", kind: "place", format: "travel-guide", place: "Munnar" },
  {
    keyword: "places to visit in hampi",
    subject: "Hampi",
    kind: "place",
    format: "travel-guide",
    place: "Hampi",
  },
  { keyword: "singapore", subject: "Singapore", kind: "place", place: "Singapore" },
  {
    keyword: "lonavala me ghumne ki jagah",
    subject: "Lonavala",
    kind: "place",
    format: "travel-guide",
    place: "Lonavala",
  },
  { keyword: "pachmarhi ke waterfall", subject: "waterfall", kind: "place", place: "Pachmarhi" },
  { keyword: "chandigarh ka rose garden", subject: "rose garden", kind: "place", place: "Chandigarh" },
  // A landmark, not a city: no place is named.
  { keyword: "qutub minar", subject: "Qutub Minar", kind: "place" },
  { keyword: "office tour", subject: "office", kind: "place", format: "tour" },
  { keyword: "उज्जैन यात्रा", subject: "उज्जैन", kind: "place", format: "vlog", place: "Ujjain" },
  { keyword: "अयोध्या राम मंदिर", subject: "राम मंदिर", kind: "place", place: "Ayodhya" },

  // ── Food ──
  { keyword: "butter chicken recipe", subject: "butter chicken", kind: "food", format: "recipe" },
  { keyword: "rasmalai kaise banaye", subject: "rasmalai", kind: "food", format: "recipe" },
  { keyword: "agra petha", subject: "petha", kind: "food", place: "Agra" },
  { keyword: "mathura ke pede", subject: "pede", kind: "food", place: "Mathura" },
  { keyword: "bubble tea", subject: "bubble tea", kind: "food" },
  { keyword: "shawarma", subject: "shawarma", kind: "food" },
  { keyword: "protein smoothie", subject: "protein smoothie", kind: "food" },
  { keyword: "salad ideas", subject: "salad", kind: "food", format: "ideas" },
  { keyword: "जलेबी", subject: "जलेबी", kind: "food" },
  { keyword: "भिंडी की सब्जी कैसे बनाएं", subject: "भिंडी की सब्जी", kind: "food", format: "recipe" },

  // ── Activities ──
  { keyword: "deadlift tips", subject: "deadlift", kind: "activity", format: "tips" },
  { keyword: "volleyball", subject: "volleyball", kind: "activity" },
  { keyword: "surfing in varkala", subject: "surfing", kind: "activity", place: "Varkala" },
  { keyword: "embroidery for beginners", subject: "embroidery", kind: "activity" },
  { keyword: "calligraphy kaise sikhe", subject: "calligraphy", kind: "activity", format: "tutorial" },
  { keyword: "kathak", subject: "kathak", kind: "activity" },
  { keyword: "lippan art", subject: "lippan art", kind: "activity" },
  { keyword: "patang udana", subject: "patang udana", kind: "activity" },
  { keyword: "पेंटिंग कैसे सीखें", subject: "पेंटिंग", kind: "activity", format: "tutorial" },
  { keyword: "प्राणायाम", subject: "प्राणायाम", kind: "activity" },

  // ── Animals ──
  { keyword: "british shorthair", subject: "British Shorthair", kind: "animal" },
  { keyword: "pug day in my life", subject: "pug", kind: "animal", format: "vlog" },
  { keyword: "lovebirds", subject: "lovebirds", kind: "animal" },
  { keyword: "koi fish", subject: "koi fish", kind: "animal" },
  // Looking after an animal stays with the animal, as "billi ki dekhbhal" does.
  { keyword: "guinea pig care tips", subject: "guinea pig care", kind: "animal", format: "tips" },
  { keyword: "snow leopard ladakh", subject: "snow leopard", kind: "animal", place: "Ladakh" },
  { keyword: "kabootar", subject: "kabootar", kind: "animal" },
  { keyword: "bakri", subject: "bakri", kind: "animal" },
  { keyword: "हिरण", subject: "हिरण", kind: "animal" },
  { keyword: "घोड़ा", subject: "घोड़ा", kind: "animal" },

  // ── Events ──
  { keyword: "pongal tamil nadu", subject: "Pongal", kind: "event", place: "Tamil Nadu" },
  { keyword: "baisakhi punjab", subject: "Baisakhi", kind: "event", place: "Punjab" },
  { keyword: "ram navami", subject: "Ram Navami", kind: "event" },
  { keyword: "hornbill festival nagaland", subject: "Hornbill Festival", kind: "event", place: "Nagaland" },
  { keyword: "engagement grwm", subject: "engagement", kind: "event", format: "grwm" },
  { keyword: "roka ceremony vlog", subject: "roka ceremony", kind: "event", format: "vlog" },
  { keyword: "wpl 2026 highlights", subject: "WPL", kind: "event", format: "highlights" },
  // Two teams: a match, not a comparison.
  { keyword: "ind vs eng", subject: "IND vs ENG", kind: "event" },
  { keyword: "गुरु पूर्णिमा", subject: "गुरु पूर्णिमा", kind: "event" },
  { keyword: "धनतेरस", subject: "धनतेरस", kind: "event" },

  // ── Study ──
  { keyword: "mpsc preparation", subject: "MPSC preparation", kind: "study" },
  { keyword: "afcat", subject: "AFCAT", kind: "study" },
  { keyword: "ca inter study with me", subject: "CA Inter", kind: "study", format: "study-with-me" },
  { keyword: "german for beginners", subject: "German", kind: "study" },
  { keyword: "ugc net", subject: "UGC NET", kind: "study" },
  {
    keyword: "quadratic equations explained",
    subject: "quadratic equations",
    kind: "study",
    format: "explained",
  },
  { keyword: "japanese kaise sikhe", subject: "Japanese", kind: "study", format: "tutorial" },
  { keyword: "ssc chsl ki taiyari", subject: "SSC CHSL ki taiyari", kind: "study" },
  { keyword: "रसायन विज्ञान", subject: "रसायन विज्ञान", kind: "study" },
  { keyword: "रेलवे परीक्षा की तैयारी", subject: "रेलवे परीक्षा की तैयारी", kind: "study" },

  // ── Games ──
  { keyword: "apex legends", subject: "Apex Legends", kind: "game" },
  { keyword: "candy crush", subject: "Candy Crush", kind: "game" },
  {
    keyword: "red dead redemption 2 gameplay",
    subject: "Red Dead Redemption 2",
    kind: "game",
    format: "gameplay",
  },
  { keyword: "temple run", subject: "Temple Run", kind: "game" },
  { keyword: "hill climb racing", subject: "Hill Climb Racing", kind: "game" },
  { keyword: "8 ball pool tips", subject: "8 Ball Pool", kind: "game", format: "tips" },
  { keyword: "monopoly", subject: "Monopoly", kind: "game" },
  { keyword: "fall guys", subject: "Fall Guys", kind: "game" },
  { keyword: "tekken 8 kaise khele", subject: "Tekken 8", kind: "game", format: "tutorial" },
  // Card play, as "teen patti" is a game.
  { keyword: "ताश", subject: "ताश", kind: "game" },

  // ── Shows ──
  { keyword: "panchayat 4 review", subject: "Panchayat 4", kind: "show", format: "review" },
  { keyword: "jawan reaction", subject: "Jawan", kind: "show", format: "reaction" },
  { keyword: "breaking bad", subject: "Breaking Bad", kind: "show" },
  { keyword: "harry potter", subject: "Harry Potter", kind: "show" },
  { keyword: "chainsaw man", subject: "Chainsaw Man", kind: "show" },
  { keyword: "laapataa ladies", subject: "Laapataa Ladies", kind: "show" },
  { keyword: "dangal", subject: "Dangal", kind: "show" },
  { keyword: "purane gaane", subject: "purane gaane", kind: "show" },
  // Songs for a wedding are songs.
  { keyword: "shaadi ke gaane", subject: "shaadi ke gaane", kind: "show" },
  { keyword: "महाभारत", subject: "महाभारत", kind: "show" },

  // ── Fields ──
  { keyword: "credit score kaise badhaye", subject: "credit score", kind: "field", format: "tutorial" },
  { keyword: "ppf vs nps", subject: "PPF vs NPS", kind: "field", format: "comparison" },
  { keyword: "climate change", subject: "climate change", kind: "field" },
  { keyword: "inflation kya hai", subject: "inflation", kind: "field", format: "explained" },
  { keyword: "nutrition", subject: "nutrition", kind: "field" },
  { keyword: "stoicism", subject: "stoicism", kind: "field" },
  { keyword: "bengaluru startups", subject: "startups", kind: "field", place: "Bengaluru" },
  { keyword: "dropshipping kya hai", subject: "dropshipping", kind: "field", format: "explained" },
  { keyword: "बीमा", subject: "बीमा", kind: "field" },
  { keyword: "आयुर्वेद", subject: "आयुर्वेद", kind: "field" },

  // ── People ──
  { keyword: "hardik pandya", subject: "Hardik Pandya", kind: "person" },
  { keyword: "alia bhatt", subject: "Alia Bhatt", kind: "person" },
  { keyword: "sachin tendulkar", subject: "Sachin Tendulkar", kind: "person" },
  { keyword: "pilot day in my life", subject: "pilot", kind: "person", format: "vlog" },
  { keyword: "bhai behen", subject: "bhai behen", kind: "person" },
  { keyword: "mumbai dabbawala", subject: "dabbawala", kind: "person", place: "Mumbai" },
  { keyword: "अमिताभ बच्चन", subject: "अमिताभ बच्चन", kind: "person" },

  // ── Nothing known: made-up words; the subject is the keyword ──
  // cspell:ignore grentavo
  { keyword: "zorblix", subject: "zorblix", kind: "general" },
  { keyword: "quvanter", subject: "quvanter", kind: "general" },
  { keyword: "plimfosh", subject: "plimfosh", kind: "general" },
  { keyword: "grentavo 7", subject: "grentavo 7", kind: "general" },
  { keyword: "xyvrq", subject: "xyvrq", kind: "general" },
  { keyword: "sprockadel", subject: "sprockadel", kind: "general" },
];
