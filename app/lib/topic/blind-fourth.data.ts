import type { EvaluationCase } from "./reading";

/**
 * A fourth blind set, labelled by a helper who had read only the kind, format and place definitions
 * in reading.ts and the six earlier labelled sets (EVALUATION_SET, HELD_OUT_SET, FRESH_SET,
 * BLIND_FIRST_SET, BLIND_FINAL_SET, BLIND_THIRD_SET), for their conventions and to keep away from
 * their keywords and subjects; never the reader, its lexicon, topic map, tests or scripts. Every
 * case was labelled from the labeller's own knowledge of the thing before the reader read any of
 * it, and cases are never added or relabelled to follow what the reader answers. None of its
 * keywords or subjects is in the earlier sets. About a third are everyday long-tail topics (chores,
 * home cooking, fitness niches, pets, money, family occasions), a third named things (second-rank
 * people, regional shows, games, brands, models, places, tournaments), and a third Hinglish and
 * Devanagari as people type them, with the common misspellings ("reveiw", "recipie", "kese").
 * The conventions are theirs: the subject without format words, qualifiers or a place that only
 * qualifies it; the kind of the head of the phrase; a place written in Latin letters as usually
 * spelled, also for a Devanagari keyword; format and place only where the keyword names them.
 */
export const BLIND_FOURTH_SET: readonly EvaluationCase[] = [
  // ── Products ──
  // cspell:ignore reveiw realme narzo xuv hyryder vitara logitech tawa lehenga dulhan bachon
  // cspell:ignore सस्ता लैपटॉप पंखा गैस चूल्हा घड़ी
  { keyword: "steam iron review", subject: "steam iron", kind: "product", format: "review" },
  { keyword: "wet grinder", subject: "wet grinder", kind: "product" },
  { keyword: "non stick tawa", subject: "non stick tawa", kind: "product" },
  { keyword: "mosquito racket", subject: "mosquito racket", kind: "product" },
  { keyword: "yoga mat", subject: "yoga mat", kind: "product" },
  { keyword: "baby stroller review", subject: "baby stroller", kind: "product", format: "review" },
  { keyword: "ceiling fan under 2000", subject: "ceiling fan", kind: "product" },
  // "for frizzy hair" only says what it is for.
  { keyword: "hair serum for frizzy hair", subject: "hair serum", kind: "product" },
  {
    keyword: "samsung galaxy tab s9 fe unboxing",
    subject: "Samsung Galaxy Tab S9 FE",
    kind: "product",
    format: "unboxing",
  },
  { keyword: "realme narzo 70 pro", subject: "realme Narzo 70 Pro", kind: "product" },
  // A misspelt format word is still the format.
  { keyword: "mahindra xuv700 reveiw", subject: "Mahindra XUV700", kind: "product", format: "review" },
  {
    keyword: "maruti grand vitara vs toyota hyryder",
    subject: "Maruti Grand Vitara vs Toyota Hyryder",
    kind: "product",
    format: "comparison",
  },
  { keyword: "royal enfield himalayan 450", subject: "Royal Enfield Himalayan 450", kind: "product" },
  { keyword: "logitech mx master 3s", subject: "Logitech MX Master 3S", kind: "product" },
  // "ke liye" (for) only says who it is for.
  { keyword: "dulhan ke liye lehenga", subject: "lehenga", kind: "product" },
  { keyword: "bachon ke liye cycle", subject: "cycle", kind: "product" },
  { keyword: "सस्ता लैपटॉप", subject: "लैपटॉप", kind: "product" },
  { keyword: "पंखा", subject: "पंखा", kind: "product" },
  { keyword: "गैस चूल्हा", subject: "गैस चूल्हा", kind: "product" },
  { keyword: "घड़ी", subject: "घड़ी", kind: "product" },

  // ── Brands ──
  // cspell:ignore mokobara haier caratlane
  // cspell:ignore महिंद्रा होंडा गोदरेज
  { keyword: "mokobara", subject: "Mokobara", kind: "brand" },
  { keyword: "haier", subject: "Haier", kind: "brand" },
  { keyword: "caratlane", subject: "CaratLane", kind: "brand" },
  { keyword: "urban company", subject: "Urban Company", kind: "brand" },
  { keyword: "puma haul", subject: "Puma", kind: "brand", format: "haul" },
  { keyword: "reliance trends haul", subject: "Reliance Trends", kind: "brand", format: "haul" },
  { keyword: "asian paints vs berger", subject: "Asian Paints vs Berger", kind: "brand", format: "comparison" },
  { keyword: "महिंद्रा", subject: "महिंद्रा", kind: "brand" },
  { keyword: "होंडा", subject: "होंडा", kind: "brand" },
  { keyword: "गोदरेज", subject: "गोदरेज", kind: "brand" },

  // ── Places ──
  // cspell:ignore sabzi mandi coworking kanatal bhubaneswar diu indore matheran sarafa alibaug ghumne jagah
  // cspell:ignore rameswaram yatra
  // cspell:ignore ग्वालियर घूमने लखनऊ प्रयागराज संगम
  // Venues with no town named: no place.
  { keyword: "sabzi mandi", subject: "sabzi mandi", kind: "place" },
  { keyword: "bus stand", subject: "bus stand", kind: "place" },
  { keyword: "cinema hall", subject: "cinema hall", kind: "place" },
  { keyword: "coworking space tour", subject: "coworking space", kind: "place", format: "tour" },
  { keyword: "dorm room tour", subject: "dorm room", kind: "place", format: "tour" },
  { keyword: "balcony garden tour", subject: "balcony garden", kind: "place", format: "tour" },
  { keyword: "kanatal trip", subject: "Kanatal", kind: "place", format: "vlog", place: "Kanatal" },
  {
    keyword: "places to visit in bhubaneswar",
    subject: "Bhubaneswar",
    kind: "place",
    format: "travel-guide",
    place: "Bhubaneswar",
  },
  { keyword: "matheran trip", subject: "Matheran", kind: "place", format: "vlog", place: "Matheran" },
  { keyword: "diu vlog", subject: "Diu", kind: "place", format: "vlog", place: "Diu" },
  { keyword: "bangkok vlog", subject: "Bangkok", kind: "place", format: "vlog", place: "Bangkok" },
  { keyword: "istanbul itinerary", subject: "Istanbul", kind: "place", format: "travel-guide", place: "Istanbul" },
  // A market street is a venue; the city before it is the place.
  { keyword: "indore sarafa bazaar", subject: "Sarafa Bazaar", kind: "place", place: "Indore" },
  {
    keyword: "alibaug me ghumne ki jagah",
    subject: "Alibaug",
    kind: "place",
    format: "travel-guide",
    place: "Alibaug",
  },
  // A trip to a town, not a named pilgrimage: a vlog.
  { keyword: "rameswaram yatra", subject: "Rameswaram", kind: "place", format: "vlog", place: "Rameswaram" },
  { keyword: "ग्वालियर घूमने की जगह", subject: "ग्वालियर", kind: "place", format: "travel-guide", place: "Gwalior" },
  { keyword: "लखनऊ घूमने की जगह", subject: "लखनऊ", kind: "place", format: "travel-guide", place: "Lucknow" },
  // The city's confluence, as "वाराणसी के घाट" are the city's ghats.
  { keyword: "प्रयागराज का संगम", subject: "संगम", kind: "place", place: "Prayagraj" },

  // ── Food ──
  // cspell:ignore recipie paneer tikka gobi manchurian hakka chettinad malvani kahwa sindhi kadhi bikaneri bhujia
  // cspell:ignore dilli nihari adrak wali moong dal cheela chana masala kese karele sabji banane tarika
  // cspell:ignore मखाना खीर इडली बनाने विधि साबूदाना वड़ा लौकी हलवा
  { keyword: "sprouts salad", subject: "sprouts salad", kind: "food" },
  // A misspelt format word is still the format.
  { keyword: "lemon rice recipie", subject: "lemon rice", kind: "food", format: "recipe" },
  { keyword: "how to make tomato soup", subject: "tomato soup", kind: "food", format: "recipe" },
  { keyword: "curd rice", subject: "curd rice", kind: "food" },
  { keyword: "paneer tikka", subject: "paneer tikka", kind: "food" },
  { keyword: "gobi manchurian", subject: "gobi manchurian", kind: "food" },
  { keyword: "hakka noodles recipe", subject: "hakka noodles", kind: "food", format: "recipe" },
  { keyword: "high protein breakfast", subject: "high protein breakfast", kind: "food" },
  // An adjective of origin names the kind of dish: no place.
  { keyword: "chettinad chicken", subject: "Chettinad chicken", kind: "food" },
  { keyword: "malvani fish curry", subject: "Malvani fish curry", kind: "food" },
  { keyword: "kashmiri kahwa", subject: "Kashmiri kahwa", kind: "food" },
  { keyword: "sindhi kadhi", subject: "Sindhi kadhi", kind: "food" },
  { keyword: "bikaneri bhujia", subject: "Bikaneri bhujia", kind: "food" },
  // A place's name before the dish is the place.
  { keyword: "kerala banana chips", subject: "banana chips", kind: "food", place: "Kerala" },
  // "Dilli" is Delhi.
  { keyword: "dilli ki nihari", subject: "nihari", kind: "food", place: "Delhi" },
  { keyword: "adrak wali chai", subject: "adrak wali chai", kind: "food" },
  { keyword: "moong dal cheela kaise banaye", subject: "moong dal cheela", kind: "food", format: "recipe" },
  // "kese" is how "kaise" is often typed.
  { keyword: "chana masala kese banaye", subject: "chana masala", kind: "food", format: "recipe" },
  { keyword: "karele ki sabji banane ka tarika", subject: "karele ki sabji", kind: "food", format: "recipe" },
  { keyword: "मखाना खीर कैसे बनाएं", subject: "मखाना खीर", kind: "food", format: "recipe" },
  { keyword: "इडली बनाने की विधि", subject: "इडली", kind: "food", format: "recipe" },
  { keyword: "साबूदाना वड़ा", subject: "साबूदाना वड़ा", kind: "food" },
  { keyword: "लौकी का हलवा", subject: "लौकी का हलवा", kind: "food" },

  // ── Activities ──
  // cspell:ignore decluttering kettlebell pilates aquascaping birdwatching scrapbooking ukulele kuchipudi odissi
  // cspell:ignore ghoomar jaisalmer gulmarg bartan dhona dhol bajana scooty chalana seekhe
  // cspell:ignore झाड़ू पोछा रस्सी कूदना ध्यान योगासन
  // Chores are things people do.
  { keyword: "car washing at home", subject: "car washing", kind: "activity" },
  { keyword: "decluttering tips", subject: "decluttering", kind: "activity", format: "tips" },
  { keyword: "kitchen cleaning hacks", subject: "kitchen cleaning", kind: "activity", format: "tips" },
  { keyword: "kettlebell workout", subject: "kettlebell workout", kind: "activity" },
  { keyword: "wall pilates", subject: "wall pilates", kind: "activity" },
  { keyword: "marathon training", subject: "marathon training", kind: "activity" },
  { keyword: "aquascaping", subject: "aquascaping", kind: "activity" },
  { keyword: "birdwatching", subject: "birdwatching", kind: "activity" },
  { keyword: "scrapbooking", subject: "scrapbooking", kind: "activity" },
  { keyword: "ukulele for beginners", subject: "ukulele", kind: "activity" },
  { keyword: "kuchipudi", subject: "kuchipudi", kind: "activity" },
  { keyword: "odissi dance", subject: "Odissi dance", kind: "activity" },
  { keyword: "ghoomar", subject: "ghoomar", kind: "activity" },
  // The place where it is done is named.
  { keyword: "camping in jaisalmer", subject: "camping", kind: "activity", place: "Jaisalmer" },
  { keyword: "snowboarding in gulmarg", subject: "snowboarding", kind: "activity", place: "Gulmarg" },
  { keyword: "bartan dhona", subject: "bartan dhona", kind: "activity" },
  { keyword: "dhol bajana kaise sikhe", subject: "dhol bajana", kind: "activity", format: "tutorial" },
  { keyword: "scooty chalana kaise sikhe", subject: "scooty chalana", kind: "activity", format: "tutorial" },
  // Playing an instrument is the doing, not the instrument.
  { keyword: "piano kaise seekhe", subject: "piano", kind: "activity", format: "tutorial" },
  { keyword: "झाड़ू पोछा", subject: "झाड़ू पोछा", kind: "activity" },
  { keyword: "रस्सी कूदना", subject: "रस्सी कूदना", kind: "activity" },
  { keyword: "ध्यान कैसे करें", subject: "ध्यान", kind: "activity", format: "tutorial" },
  { keyword: "योगासन", subject: "योगासन", kind: "activity" },

  // ── Animals ──
  // cspell:ignore spitz shiba inu collie sahiwal marwari gharial gir sher khargosh dekhbhal
  // cspell:ignore भेड़िया बत्तख कोयल बिच्छू
  // Looking after an animal stays with the animal.
  { keyword: "cat grooming tips", subject: "cat grooming", kind: "animal", format: "tips" },
  { keyword: "puppy potty training", subject: "puppy potty training", kind: "animal" },
  { keyword: "aquarium fish for beginners", subject: "aquarium fish", kind: "animal" },
  { keyword: "duck", subject: "duck", kind: "animal" },
  { keyword: "chameleon", subject: "chameleon", kind: "animal" },
  { keyword: "pangolin", subject: "pangolin", kind: "animal" },
  // A breed named after a country names no place.
  { keyword: "indian spitz", subject: "Indian Spitz", kind: "animal" },
  { keyword: "shiba inu", subject: "Shiba Inu", kind: "animal" },
  { keyword: "border collie", subject: "border collie", kind: "animal" },
  { keyword: "sahiwal cow", subject: "Sahiwal cow", kind: "animal" },
  { keyword: "marwari horse", subject: "Marwari horse", kind: "animal" },
  { keyword: "gharial", subject: "gharial", kind: "animal" },
  // The lions of the Gir forest: the region is the place.
  { keyword: "gir ke sher", subject: "sher", kind: "animal", place: "Gir" },
  { keyword: "khargosh ki dekhbhal kaise kare", subject: "khargosh ki dekhbhal", kind: "animal", format: "tutorial" },
  { keyword: "भेड़िया", subject: "भेड़िया", kind: "animal" },
  { keyword: "बत्तख", subject: "बत्तख", kind: "animal" },
  { keyword: "कोयल", subject: "कोयल", kind: "animal" },
  { keyword: "बिच्छू", subject: "बिच्छू", kind: "animal" },

  // ── People ──
  // cspell:ignore shafali sanju samson rajkummar rishab shetty prajakta koli vikas divyakirti sasu maa jiju mausi
  // cspell:ignore nanad bhabhi
  // cspell:ignore खेसारी धीरेंद्र शास्त्री डॉक्टर दादाजी
  // A profession as a person's work.
  { keyword: "cab driver day in my life", subject: "cab driver", kind: "person", format: "vlog" },
  { keyword: "content creator day in my life", subject: "content creator", kind: "person", format: "vlog" },
  { keyword: "street vendor", subject: "street vendor", kind: "person" },
  { keyword: "security guard", subject: "security guard", kind: "person" },
  { keyword: "single mother", subject: "single mother", kind: "person" },
  { keyword: "new mom", subject: "new mom", kind: "person" },
  { keyword: "shafali verma", subject: "Shafali Verma", kind: "person" },
  { keyword: "sanju samson", subject: "Sanju Samson", kind: "person" },
  { keyword: "rajkummar rao", subject: "Rajkummar Rao", kind: "person" },
  { keyword: "rishab shetty", subject: "Rishab Shetty", kind: "person" },
  { keyword: "prajakta koli", subject: "Prajakta Koli", kind: "person" },
  { keyword: "vikas divyakirti", subject: "Vikas Divyakirti", kind: "person" },
  // Relatives are people.
  { keyword: "sasu maa", subject: "sasu maa", kind: "person" },
  { keyword: "jiju", subject: "jiju", kind: "person" },
  { keyword: "mausi", subject: "mausi", kind: "person" },
  { keyword: "nanad bhabhi", subject: "nanad bhabhi", kind: "person" },
  { keyword: "खेसारी लाल यादव", subject: "खेसारी लाल यादव", kind: "person" },
  { keyword: "धीरेंद्र शास्त्री", subject: "धीरेंद्र शास्त्री", kind: "person" },
  { keyword: "डॉक्टर", subject: "डॉक्टर", kind: "person" },
  { keyword: "दादाजी", subject: "दादाजी", kind: "person" },

  // ── Events ──
  // cspell:ignore housewarming karthigai deepam hartalika teej pbks rcb pushkar kanya pujan haldi jitiya vrat
  // cspell:ignore rasam nikah sagai grwm
  // cspell:ignore जन्माष्टमी सजावट दीपावली अहोई अष्टमी दशहरा
  { keyword: "housewarming party", subject: "housewarming party", kind: "event" },
  { keyword: "retirement party", subject: "retirement party", kind: "event" },
  { keyword: "naming ceremony", subject: "naming ceremony", kind: "event" },
  // An ordinal only says which birthday: it stays in the subject.
  { keyword: "1st birthday party ideas", subject: "1st birthday party", kind: "event", format: "ideas" },
  { keyword: "parent teacher meeting", subject: "parent teacher meeting", kind: "event" },
  { keyword: "annual function", subject: "annual function", kind: "event" },
  { keyword: "convocation", subject: "convocation", kind: "event" },
  { keyword: "karthigai deepam", subject: "Karthigai Deepam", kind: "event" },
  { keyword: "hartalika teej", subject: "Hartalika Teej", kind: "event" },
  // A tournament's name with a country in it names no place.
  { keyword: "us open", subject: "US Open", kind: "event" },
  { keyword: "australian open highlights", subject: "Australian Open", kind: "event", format: "highlights" },
  // Two teams: a match, not a comparison.
  { keyword: "pbks vs rcb highlights", subject: "PBKS vs RCB", kind: "event", format: "highlights" },
  // The year only says which edition.
  { keyword: "auto expo 2026", subject: "Auto Expo", kind: "event" },
  // The town's fair, as "kite festival ahmedabad" is the city's: an event, not an animal.
  { keyword: "pushkar camel fair", subject: "camel fair", kind: "event", place: "Pushkar" },
  { keyword: "kanya pujan", subject: "kanya pujan", kind: "event" },
  { keyword: "jitiya vrat", subject: "Jitiya vrat", kind: "event" },
  { keyword: "haldi ki rasam", subject: "haldi ki rasam", kind: "event" },
  { keyword: "nikah", subject: "nikah", kind: "event" },
  // Getting ready for an occasion stays with the occasion.
  { keyword: "sagai grwm", subject: "sagai", kind: "event", format: "grwm" },
  { keyword: "जन्माष्टमी की सजावट", subject: "जन्माष्टमी की सजावट", kind: "event" },
  { keyword: "देव दीपावली", subject: "देव दीपावली", kind: "event" },
  { keyword: "अहोई अष्टमी", subject: "अहोई अष्टमी", kind: "event" },
  { keyword: "दशहरा मेला", subject: "दशहरा मेला", kind: "event" },

  // ── Study ──
  // cspell:ignore ossc cgl tspsc ntse prelims malayalam punjabi hssc cet taiyari
  // cspell:ignore राजनीति विज्ञान त्रिकोणमिति पॉलिटेक्निक प्रवेश परीक्षा
  { keyword: "class 7 social science", subject: "class 7 social science", kind: "study" },
  { keyword: "long division", subject: "long division", kind: "study" },
  { keyword: "fractions", subject: "fractions", kind: "study" },
  { keyword: "cell division", subject: "cell division", kind: "study" },
  { keyword: "acids bases and salts", subject: "acids bases and salts", kind: "study" },
  { keyword: "carbon and its compounds", subject: "carbon and its compounds", kind: "study" },
  // The year only says which attempt.
  { keyword: "jee main 2026", subject: "JEE Main", kind: "study" },
  { keyword: "ossc cgl", subject: "OSSC CGL", kind: "study" },
  { keyword: "tspsc group 1", subject: "TSPSC Group 1", kind: "study" },
  { keyword: "ntse", subject: "NTSE", kind: "study" },
  { keyword: "malayalam for beginners", subject: "Malayalam", kind: "study" },
  { keyword: "upsc prelims study with me", subject: "UPSC Prelims", kind: "study", format: "study-with-me" },
  { keyword: "punjabi kaise sikhe", subject: "Punjabi", kind: "study", format: "tutorial" },
  { keyword: "hssc cet ki taiyari", subject: "HSSC CET ki taiyari", kind: "study" },
  { keyword: "राजनीति विज्ञान", subject: "राजनीति विज्ञान", kind: "study" },
  { keyword: "त्रिकोणमिति", subject: "त्रिकोणमिति", kind: "study" },
  { keyword: "पॉलिटेक्निक प्रवेश परीक्षा", subject: "पॉलिटेक्निक प्रवेश परीक्षा", kind: "study" },

  // ── Games ──
  // cspell:ignore hogwarts bloons mahjong gta khele
  { keyword: "hogwarts legacy hindi gameplay", subject: "Hogwarts Legacy", kind: "game", format: "gameplay" },
  { keyword: "mobile legends", subject: "Mobile Legends", kind: "game" },
  { keyword: "honor of kings", subject: "Honor of Kings", kind: "game" },
  { keyword: "coin master", subject: "Coin Master", kind: "game" },
  { keyword: "checkers", subject: "checkers", kind: "game" },
  { keyword: "mahjong", subject: "mahjong", kind: "game" },
  // Two games compared: a comparison of games.
  { keyword: "gta 5 vs gta 6", subject: "GTA 5 vs GTA 6", kind: "game", format: "comparison" },
  { keyword: "bloons td 6 kaise khele", subject: "Bloons TD 6", kind: "game", format: "tutorial" },

  // ── Shows ──
  // cspell:ignore housefull maharaja peppa bihu begums lata mangeshkar gaane shiv tandav stotram
  // cspell:ignore गायत्री मंत्र तेनाली रामा विक्रम बेताल कभी खुशी
  { keyword: "raid 2 review", subject: "Raid 2", kind: "show", format: "review" },
  { keyword: "housefull 5 trailer reaction", subject: "Housefull 5 trailer", kind: "show", format: "reaction" },
  // "movie" only says which Maharaja.
  { keyword: "maharaja movie review", subject: "Maharaja", kind: "show", format: "review" },
  { keyword: "aspirants", subject: "Aspirants", kind: "show" },
  // A series' title: "diaries" names no vlog and "Mumbai" no place.
  { keyword: "mumbai diaries", subject: "Mumbai Diaries", kind: "show" },
  { keyword: "bombay begums", subject: "Bombay Begums", kind: "show" },
  // The anime, not the chemical: "anime" only says which.
  { keyword: "bleach anime", subject: "Bleach", kind: "show" },
  // A show named after an animal is a show.
  { keyword: "peppa pig", subject: "Peppa Pig", kind: "show" },
  // Kalam's book: "book" only says which.
  { keyword: "wings of fire book", subject: "Wings of Fire", kind: "show" },
  // Songs for a festival's dance are songs.
  { keyword: "bihu songs", subject: "Bihu songs", kind: "show" },
  { keyword: "lata mangeshkar ke gaane", subject: "Lata Mangeshkar ke gaane", kind: "show" },
  { keyword: "shiv tandav stotram", subject: "Shiv Tandav Stotram", kind: "show" },
  // A chant, as "हनुमान चालीसा" is.
  { keyword: "गायत्री मंत्र", subject: "गायत्री मंत्र", kind: "show" },
  { keyword: "तेनाली रामा", subject: "तेनाली रामा", kind: "show" },
  { keyword: "विक्रम बेताल", subject: "विक्रम बेताल", kind: "show" },
  // A film's title: its "कौन" asks nothing.
  { keyword: "हम आपके हैं कौन", subject: "हम आपके हैं कौन", kind: "show" },
  { keyword: "कभी खुशी कभी गम", subject: "कभी खुशी कभी गम", kind: "show" },

  // ── Fields ──
  // cspell:ignore sukanya samriddhi yojana ayushman adhd gst
  // cspell:ignore महंगाई बेरोजगारी शिक्षा लाडली बहना योजना डिप्रेशन
  { keyword: "emergency fund", subject: "emergency fund", kind: "field" },
  { keyword: "fixed deposit", subject: "fixed deposit", kind: "field" },
  { keyword: "capital gains tax explained", subject: "capital gains tax", kind: "field", format: "explained" },
  { keyword: "small business ideas", subject: "small business", kind: "field", format: "ideas" },
  { keyword: "cloud kitchen business", subject: "cloud kitchen business", kind: "field" },
  { keyword: "prompt engineering", subject: "prompt engineering", kind: "field" },
  { keyword: "fatty liver", subject: "fatty liver", kind: "field" },
  { keyword: "postpartum depression", subject: "postpartum depression", kind: "field" },
  { keyword: "toxic relationship", subject: "toxic relationship", kind: "field" },
  { keyword: "law of attraction", subject: "law of attraction", kind: "field" },
  { keyword: "wildlife conservation", subject: "wildlife conservation", kind: "field" },
  { keyword: "sovereign gold bond", subject: "Sovereign Gold Bond", kind: "field" },
  { keyword: "sukanya samriddhi yojana", subject: "Sukanya Samriddhi Yojana", kind: "field" },
  { keyword: "ayushman bharat yojana", subject: "Ayushman Bharat Yojana", kind: "field" },
  { keyword: "y2k fashion", subject: "Y2K fashion", kind: "field" },
  { keyword: "ADHD kya hai", subject: "ADHD", kind: "field", format: "explained" },
  { keyword: "personal loan kaise le", subject: "personal loan", kind: "field", format: "tutorial" },
  { keyword: "gst registration kaise kare", subject: "GST registration", kind: "field", format: "tutorial" },
  { keyword: "महंगाई", subject: "महंगाई", kind: "field" },
  { keyword: "बेरोजगारी", subject: "बेरोजगारी", kind: "field" },
  { keyword: "शिक्षा नीति", subject: "शिक्षा नीति", kind: "field" },
  { keyword: "लाडली बहना योजना", subject: "लाडली बहना योजना", kind: "field" },
  { keyword: "डिप्रेशन", subject: "डिप्रेशन", kind: "field" },

  // ── Nothing known: made-up words; the subject is the keyword, whitespace collapsed ──
  // cspell:ignore brovtelisk quandremu zelpharoo skorvulan tremblivax mivrantok
  { keyword: "brovtelisk", subject: "brovtelisk", kind: "general" },
  { keyword: "quandremu", subject: "quandremu", kind: "general" },
  { keyword: "zelpharoo 5", subject: "zelpharoo 5", kind: "general" },
  { keyword: "skorvulan", subject: "skorvulan", kind: "general" },
  { keyword: "tremblivax", subject: "tremblivax", kind: "general" },
  { keyword: "  mivrantok   deb ", subject: "mivrantok deb", kind: "general" },
];
