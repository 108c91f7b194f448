import type { TopicId } from "./topic";

/**
 * Hindi tags for the topic map's topics, for the Hindi pages of the hashtag generators: the tags
 * Hindi-speaking creators post beside the English ones, in Devanagari (#खाना, #शायरी) and in Roman
 * letters (#desikhana, #yaariyan). Each list runs from the tag closest to the topic to the more
 * general. Devanagari tags are written as people type them (#फिटनेस, #शेयरबाजार), and here with
 * their words apart ("घर का खाना" is #घरकाखाना). A topic whose creators post no Devanagari tag of
 * their own has none.
 */
export interface HindiTags {
  /** Words of each tag, spaced; the tag is the words glued together. */
  devanagari: readonly string[];
  /** Tags as posted. */
  roman: readonly string[];
}

/** The Hindi tags of every topic of the map, by its id: one entry per topic, none for an id the map lacks. */
const BY_TOPIC = {
  // Food
  food: {
    devanagari: ["खाना", "देसी खाना", "घर का खाना", "रेसिपी", "स्वाद"],
    roman: ["khana", "desikhana", "gharkakhana", "khanakhazana", "swad", "bhookh"],
  },
  streetfood: {
    devanagari: ["स्ट्रीट फूड", "चाट", "गोलगप्पे", "पानी पुरी", "समोसा"],
    roman: ["chaatwala", "golgappe", "thelawala", "chatpata", "chatkare"],
  },
  southindianfood: {
    devanagari: ["डोसा", "इडली", "साउथ इंडियन फूड"],
    roman: ["dosa", "idlisambar", "tiffin", "filterkaapi"],
  },
  northindianfood: {
    devanagari: ["दाल मखनी", "छोले भटूरे", "राजमा चावल", "ढाबा"],
    roman: ["dhabafood", "rajmachawal", "cholebhature", "dalmakhani", "punjabikhana"],
  },
  biryani: {
    devanagari: ["बिरयानी", "चिकन बिरयानी", "दम बिरयानी"],
    roman: ["biryanipremi", "biryaniwala", "dumbiryani", "biryanikhana"],
  },
  cooking: {
    devanagari: ["रेसिपी", "खाना", "रसोई", "हिंदी रेसिपी"],
    roman: ["rasoi", "tadka", "gharkakhana", "khanabanana", "recipeinhindi", "hindirecipe"],
  },
  baking: {
    devanagari: ["केक", "बेकिंग", "केक रेसिपी"],
    roman: ["cakerecipeinhindi", "bakinginhindi", "gharkacake", "desibaker"],
  },
  desserts: {
    devanagari: ["मिठाई", "मीठा", "हलवा", "गुलाब जामुन"],
    roman: ["mithai", "meetha", "halwa", "gulabjamun", "desimithai"],
  },
  coffee: {
    devanagari: ["कॉफी", "फिल्टर कॉफी"],
    roman: ["filterkaapi", "kaapi", "desicoffee"],
  },
  chai: {
    devanagari: ["चाय", "चाय प्रेमी", "चाय की चुस्की", "कड़क चाय"],
    roman: ["chaipremi", "chaiwala", "kadakchai", "cuttingchai", "kulhadchai", "chaisutta"],
  },
  healthyeating: {
    devanagari: ["सेहत", "हेल्दी खाना", "पौष्टिक"],
    roman: ["healthykhana", "sehat", "gharkakhana", "desidiet"],
  },
  pizza: {
    devanagari: ["पिज़्ज़ा"],
    roman: ["tawapizza", "desipizza", "pizzainhindi"],
  },
  fastfood: {
    devanagari: ["फास्ट फूड", "चटपटा"],
    roman: ["chatpata", "chatpatakhana", "desifastfood"],
  },
  pasta: {
    devanagari: ["पास्ता"],
    roman: ["masalapasta", "desipasta", "pastainhindi"],
  },
  maggi: {
    devanagari: ["मैगी"],
    roman: ["maggilover", "maggipoint", "masalamaggi", "pahadimaggi"],
  },
  indochinese: {
    devanagari: ["चाउमीन", "मंचूरियन"],
    roman: ["chowmein", "manchurian", "desichinese", "chillipotato"],
  },
  momos: {
    devanagari: ["मोमोज", "मोमोज लवर"],
    roman: ["momoswala", "jholmomo", "desimomos", "tandoorimomos"],
  },
  paratha: {
    devanagari: ["पराठा", "आलू पराठा", "नाश्ता"],
    roman: ["alooparatha", "parathalover", "gobhiparatha", "paneerparatha"],
  },
  stargazing: {
    devanagari: ["तारे", "रात का आसमान", "तारों भरा आसमान"],
    roman: ["taare", "aasmaan", "raatkaaasmaan"],
  },
  homehacks: {
    devanagari: ["घरेलू नुस्खे", "किचन टिप्स", "घर की सफ़ाई", "सफ़ाई टिप्स"],
    roman: ["gharelunuskhe", "kitchentips", "gharkisafai", "desijugaad"],
  },
  sustainability: {
    devanagari: ["पर्यावरण", "प्लास्टिक मुक्त", "पर्यावरण बचाओ"],
    roman: ["paryavaran", "plasticmukt", "paryavaranbachao"],
  },
  pickles: {
    devanagari: ["अचार", "आम का अचार", "घर का अचार", "नींबू का अचार"],
    roman: ["achaar", "aamkaachar", "gharkaachar", "nimbukaachar"],
  },
  breakfast: {
    devanagari: ["नाश्ता", "पोहा", "सुबह का नाश्ता"],
    roman: ["nashta", "poha", "nashtarecipe", "subahkanashta"],
  },
  thali: {
    devanagari: ["थाली", "देसी थाली", "खाना"],
    roman: ["desithali", "vegthali", "thalilover", "gharkithali"],
  },
  icecream: {
    devanagari: ["कुल्फी", "आइसक्रीम"],
    roman: ["kulfi", "matkakulfi", "kulfifaluda", "gola"],
  },
  chocolate: {
    devanagari: ["चॉकलेट"],
    roman: ["chocolaterecipeinhindi", "desichocolate"],
  },
  mango: {
    devanagari: ["आम", "आम रस", "आम का मौसम"],
    roman: ["aam", "aamras", "aamkamausam", "aampanna", "kairi"],
  },
  fruits: {
    devanagari: ["फल", "फलाहार"],
    roman: ["phal", "phalahar", "fruitchaat", "mausamiphal"],
  },
  drinks: {
    devanagari: ["शरबत", "लस्सी", "ठंडाई", "छाछ"],
    roman: ["lassi", "sharbat", "thandai", "chaas", "nimbupani", "jaljeera"],
  },
  cafes: {
    devanagari: ["कैफे"],
    roman: ["desicafe", "chaiadda", "addabaazi"],
  },
  seafood: {
    devanagari: ["मछली", "फिश करी"],
    roman: ["machli", "machhli", "machhibhaat", "jhinga"],
  },

  // Festivals and occasions
  diwali: {
    devanagari: ["दिवाली", "दीपावली", "शुभ दीपावली", "हैप्पी दिवाली", "दीपोत्सव"],
    roman: ["shubhdeepawali", "deepawali", "diwalikirangoli", "diye", "dhanteras"],
  },
  holi: {
    devanagari: ["होली", "होली है", "हैप्पी होली", "रंग"],
    roman: ["holihai", "happyholi", "buranamanoholihai", "rangbarse", "gulal", "holikarang"],
  },
  navratri: {
    devanagari: ["नवरात्रि", "जय माता दी", "गरबा", "डांडिया", "माँ दुर्गा"],
    roman: ["jaimatadi", "garba", "dandiya", "garbanight", "maadurga", "navratrispecial"],
  },
  ganeshotsav: {
    devanagari: ["गणपति बप्पा मोरया", "गणपति", "गणेश चतुर्थी", "बप्पा"],
    roman: ["ganpatibappamorya", "bappamorya", "ganpati", "ganeshchaturthi", "lalbaugcharaja", "bappa"],
  },
  eid: {
    devanagari: ["ईद मुबारक", "ईद"],
    roman: ["eidmubarak", "chaandraat", "eidkichaand", "sewaiyan"],
  },
  durgapuja: {
    devanagari: ["दुर्गा पूजा", "माँ दुर्गा", "जय माता दी"],
    roman: ["maadurga", "pujopandal", "sharodotsav", "dhunuchinaach", "pujovibes"],
  },
  rakhi: {
    devanagari: ["रक्षा बंधन", "राखी", "भाई बहन"],
    roman: ["rakshabandhan", "bhaibehen", "bhaibehenkapyaar", "rakhispecial"],
  },
  christmas: {
    devanagari: ["क्रिसमस", "मेरी क्रिसमस"],
    roman: ["badadin", "desichristmas"],
  },
  wedding: {
    devanagari: ["शादी", "विवाह", "दुल्हन", "शादी का सीजन"],
    roman: ["shaadi", "shaadiseason", "dulhan", "dulha", "baraat", "haldi", "shaadikadin"],
  },
  mehendi: {
    devanagari: ["मेहंदी", "मेहंदी डिजाइन"],
    roman: ["mehndi", "mehndidesign", "mehndiartist", "mehndiceremony", "dulhanmehndi"],
  },
  festivals: {
    devanagari: ["त्योहार", "भारत के त्योहार", "उत्सव"],
    roman: ["tyohar", "utsav", "tyoharkamausam", "desifestival"],
  },
  birthday: {
    devanagari: ["जन्मदिन", "जन्मदिन मुबारक", "हैप्पी बर्थडे", "जन्मदिन की शुभकामनाएं"],
    roman: ["janamdin", "janmdinmubarak", "happybirthdaybhai", "badhaiho", "saalgirah"],
  },
  valentinesday: {
    devanagari: ["वैलेंटाइन डे", "प्यार", "इश्क"],
    roman: ["pyaar", "ishq", "mohabbat", "premdiwas"],
  },
  independenceday: {
    devanagari: ["स्वतंत्रता दिवस", "जय हिंद", "वंदे मातरम", "भारत माता की जय", "देशभक्ति"],
    roman: ["jaihind", "vandemataram", "bharatmatakijai", "deshbhakti", "tiranga", "harghartiranga"],
  },
  newyear: {
    devanagari: ["नया साल", "नववर्ष", "नए साल की शुभकामनाएं"],
    roman: ["nayasaal", "happynewyearbhai", "nayasaalmubarak"],
  },
  party: {
    devanagari: ["पार्टी", "मस्ती"],
    roman: ["masti", "dhamaal", "desiparty", "gharparty"],
  },
  karwachauth: {
    devanagari: ["करवा चौथ", "करवा चौथ स्पेशल", "सुहागन"],
    roman: ["karwachauthspecial", "karvachauth", "suhagan", "chandkaintezaar"],
  },
  lohri: {
    devanagari: ["लोहड़ी", "हैप्पी लोहड़ी"],
    roman: ["lohdi", "happylohri", "lohrispecial", "punjabifestival"],
  },
  pongal: {
    devanagari: ["पोंगल"],
    roman: ["pongalopongal", "happypongal", "thaipongal", "sakkaraipongal"],
  },
  makarsankranti: {
    devanagari: ["मकर संक्रांति", "पतंग", "उत्तरायण", "खिचड़ी"],
    roman: ["patang", "patangbazi", "uttarayan", "kaipoche", "tilgul"],
  },
  onam: {
    devanagari: ["ओणम"],
    roman: ["onasadya", "happyonam", "pookalam", "onamspecial"],
  },
  chhath: {
    devanagari: ["छठ पूजा", "छठ", "छठी मैया", "जय छठी मैया"],
    roman: ["chhathpuja", "chhathimaiya", "jaichhathimaiya", "chhathparv", "biharfestival"],
  },
  janmashtami: {
    devanagari: ["जन्माष्टमी", "कृष्ण जन्माष्टमी", "जय श्री कृष्ण", "राधे कृष्ण", "दही हांडी"],
    roman: ["jaishrikrishna", "radhekrishna", "dahihandi", "kanha", "makhanchor", "laddugopal"],
  },
  ramadan: {
    devanagari: ["रमजान", "रमजान मुबारक"],
    roman: ["ramzan", "ramzanmubarak", "iftar", "sehri", "roza"],
  },

  // Style and beauty
  makeup: {
    devanagari: ["मेकअप", "श्रृंगार", "सोलह श्रृंगार"],
    roman: ["desimakeup", "shringar", "solahshringar", "dulhanmakeup", "makeupinhindi"],
  },
  skincare: {
    devanagari: ["स्किन केयर", "घरेलू नुस्खे", "निखार"],
    roman: ["gharelunuskhe", "desinuskhe", "nikhar", "dadimakenuskhe", "skincareinhindi"],
  },
  haircare: {
    devanagari: ["बाल", "हेयर केयर", "घरेलू नुस्खे"],
    roman: ["champi", "hairoiling", "gharelunuskhe", "lambebaal", "haircareinhindi"],
  },
  nailart: {
    devanagari: ["नेल आर्ट"],
    roman: ["desinails", "nailartinhindi", "dulhannails"],
  },
  fashion: {
    devanagari: ["फैशन", "स्टाइल", "देसी स्टाइल"],
    roman: ["desistyle", "desifashion", "desilook", "kapde", "styleinhindi"],
  },
  hauls: {
    devanagari: ["शॉपिंग", "खरीदारी", "सस्ती शॉपिंग"],
    roman: ["meeshohaul", "sastishopping", "budgetshopping", "kharidari"],
  },
  saree: {
    devanagari: ["साड़ी", "साड़ी लव", "बनारसी साड़ी"],
    roman: ["sareelove", "banarasisaree", "sareedraping", "sareenotsorry", "sareeswag"],
  },
  ethnicwear: {
    devanagari: ["सूट", "लहंगा", "कुर्ता", "देसी लुक"],
    roman: ["desilook", "lehenga", "kurtapajama", "suitsalwar", "anarkali", "desigirl"],
  },
  mensfashion: {
    devanagari: ["कुर्ता", "देसी लुक"],
    roman: ["desimunda", "desiboy", "kurtapajama", "desilook", "ladkostyle"],
  },
  jewellery: {
    devanagari: ["गहने", "झुमके", "चूड़ियां", "पायल"],
    roman: ["jhumke", "jhumka", "choodiyan", "payal", "kangan", "nathni"],
  },
  tattoo: {
    devanagari: ["टैटू", "हिंदी टैटू"],
    roman: ["hinditattoo", "mahadevtattoo", "tattooinhindi"],
  },
  perfume: {
    devanagari: ["इत्र"],
    roman: ["itr", "attar", "desiittar", "attarlover"],
  },
  watches: {
    devanagari: ["घड़ी"],
    roman: ["ghadi", "ghadiyan", "desiwatch"],
  },

  // Fitness and sport
  fitness: {
    devanagari: ["फिटनेस", "फिट इंडिया", "व्यायाम", "सेहत"],
    roman: ["desifitness", "fitnessinhindi", "sehat", "desigym", "kasrat"],
  },
  yoga: {
    devanagari: ["योग", "योगा", "सूर्य नमस्कार", "प्राणायाम", "योगासन"],
    roman: ["suryanamaskar", "pranayam", "yogasan", "yogainhindi", "rojyog"],
  },
  running: {
    devanagari: ["दौड़", "रनिंग"],
    roman: ["daud", "subahkidaud", "desirunner", "runninginhindi"],
  },
  cycling: {
    devanagari: ["साइकिल", "साइकिलिंग"],
    roman: ["saikil", "cyclewala", "cyclinginhindi"],
  },
  weightloss: {
    devanagari: ["वजन कम करें", "वेट लॉस", "मोटापा"],
    roman: ["vajankam", "weightlossinhindi", "motapakam", "desidiet", "pethkichurbi"],
  },
  swimming: {
    devanagari: ["तैराकी"],
    roman: ["tairaki", "swimminginhindi"],
  },
  cricket: {
    devanagari: ["क्रिकेट", "टीम इंडिया", "क्रिकेट प्रेमी"],
    roman: ["cricketpremi", "gullycricket", "galicricket", "cricketkadeewana", "cricketinhindi"],
  },
  football: {
    devanagari: ["फुटबॉल"],
    roman: ["desifootball", "footballinhindi", "footballpremi"],
  },
  sports: {
    devanagari: ["खेल", "खेलो इंडिया", "खिलाड़ी"],
    roman: ["khel", "kheloindia", "khiladi", "desikhel"],
  },
  athletics: {
    devanagari: ["एथलेटिक्स", "दौड़"],
    roman: ["daud", "athleticsinhindi", "desiathlete"],
  },
  tabletennis: {
    devanagari: ["टेबल टेनिस"],
    roman: ["tabletennisinhindi", "desipingpong"],
  },
  badminton: {
    devanagari: ["बैडमिंटन"],
    roman: ["desibadminton", "badmintoninhindi"],
  },
  kabaddi: {
    devanagari: ["कबड्डी", "प्रो कबड्डी", "देसी खेल"],
    roman: ["kabaddikabaddi", "prokabaddi", "desikhel", "gaonkikabaddi"],
  },
  tennis: {
    devanagari: ["टेनिस"],
    roman: ["tennisinhindi", "desitennis"],
  },
  basketball: {
    devanagari: ["बास्केटबॉल"],
    roman: ["basketballinhindi", "desibasketball"],
  },
  volleyball: {
    devanagari: ["वॉलीबॉल"],
    roman: ["gaonkivolleyball", "desivolleyball", "volleyballinhindi"],
  },
  hockey: {
    devanagari: ["हॉकी", "हॉकी इंडिया"],
    roman: ["chakdeindia", "hockeyinhindi", "desihockey"],
  },
  boxing: {
    devanagari: ["बॉक्सिंग", "मुक्केबाजी"],
    roman: ["mukkebazi", "boxinginhindi", "desiboxer"],
  },
  kushti: {
    devanagari: ["कुश्ती", "पहलवान", "अखाड़ा", "दंगल"],
    roman: ["pehlwan", "pehalwani", "akhada", "dangal", "desikushti"],
  },
  martialarts: {
    devanagari: ["कराटे", "मार्शल आर्ट"],
    roman: ["kalaripayattu", "gatka", "martialartsinhindi", "desikarate"],
  },
  skating: {
    devanagari: ["स्केटिंग"],
    roman: ["skatinginhindi", "desiskater"],
  },
  chess: {
    devanagari: ["शतरंज"],
    roman: ["shatranj", "chessinhindi", "desichess"],
  },
  wwe: {
    devanagari: [],
    roman: ["wweinhindi", "wwehindi"],
  },

  // Tech and gaming
  tech: {
    devanagari: ["टेक", "टेक्नोलॉजी", "टेक ज्ञान", "हिंदी टेक"],
    roman: ["techgyan", "techinhindi", "hinditech", "techbhai"],
  },
  smartphones: {
    devanagari: ["मोबाइल", "स्मार्टफोन", "नया फोन"],
    roman: ["nayaphone", "mobileinhindi", "phonereviewhindi", "sastaphone"],
  },
  iphone: {
    devanagari: [],
    roman: ["iphoneinhindi", "iphonehindi"],
  },
  coding: {
    devanagari: ["कोडिंग", "प्रोग्रामिंग"],
    roman: ["codinginhindi", "codingseekho", "programminginhindi", "hindicoding"],
  },
  ai: {
    devanagari: ["एआई", "आर्टिफिशियल इंटेलिजेंस"],
    roman: ["aiinhindi", "aihindi", "aitoolsinhindi"],
  },
  laptops: {
    devanagari: ["लैपटॉप"],
    roman: ["laptopinhindi", "sastalaptop"],
  },
  earbuds: {
    devanagari: ["ईयरबड्स"],
    roman: ["earbudsinhindi", "sasteearbuds"],
  },
  smartwatch: {
    devanagari: ["स्मार्टवॉच"],
    roman: ["smartwatchinhindi", "sastismartwatch"],
  },
  camera: {
    devanagari: ["कैमरा"],
    roman: ["camerainhindi", "photographyhindi", "cameratipshindi"],
  },
  android: {
    devanagari: ["एंड्रॉयड", "मोबाइल टिप्स"],
    roman: ["androidtipshindi", "androidinhindi", "mobiletipshindi"],
  },
  samsung: {
    devanagari: [],
    roman: ["samsunginhindi", "samsunghindi"],
  },
  tablets: {
    devanagari: ["टैबलेट"],
    roman: ["tabletinhindi", "sastatablet"],
  },
  gamingsetup: {
    devanagari: ["गेमिंग सेटअप"],
    roman: ["desisetup", "gamingsetupinhindi", "sastasetup"],
  },
  gaming: {
    devanagari: ["गेमिंग", "गेमर", "हिंदी गेमिंग"],
    roman: ["hindigaming", "desigamer", "gamerbhai", "hindigamer", "gaminginhindi"],
  },
  bgmi: {
    devanagari: ["गेमिंग"],
    roman: ["bgmihindi", "desigamer", "bgmiinhindi"],
  },
  freefire: {
    devanagari: ["फ्रीफायर", "गेमिंग"],
    roman: ["freefirehindi", "desigamer", "freefireinhindi"],
  },
  minecraft: {
    devanagari: ["माइनक्राफ्ट", "गेमिंग"],
    roman: ["minecrafthindi", "minecraftinhindi", "hindigaming"],
  },
  valorant: {
    devanagari: [],
    roman: ["valoranthindi", "hindigaming", "desigamer"],
  },
  gta: {
    devanagari: ["गेमिंग"],
    roman: ["gtahindi", "gta5hindi", "desigamer"],
  },
  codm: {
    devanagari: [],
    roman: ["codmhindi", "desigamer", "hindigaming"],
  },
  clashofclans: {
    devanagari: [],
    roman: ["cochindi", "clashofclanshindi", "desigamer"],
  },
  pokemon: {
    devanagari: ["पोकेमोन"],
    roman: ["pokemonhindi", "pokemoninhindi"],
  },
  fortnite: {
    devanagari: [],
    roman: ["fortnitehindi", "hindigaming", "desigamer"],
  },
  boardgames: {
    devanagari: ["लूडो", "कैरम", "सांप सीढ़ी"],
    roman: ["ludo", "ludoking", "carrom", "saanpseedhi"],
  },
  puzzles: {
    devanagari: ["पहेली", "पहेलियाँ", "रूबिक क्यूब"],
    roman: ["paheli", "paheliyan", "hindipaheli", "rubikscube"],
  },
  toys: {
    devanagari: ["खिलौने", "खिलौना"],
    roman: ["khilone", "khilona", "legoindia", "desitoys"],
  },

  // Study and exams
  upsc: {
    devanagari: ["यूपीएससी", "आईएएस", "यूपीएससी की तैयारी", "सिविल सेवा", "करेंट अफेयर्स"],
    roman: ["upsckitaiyari", "iasbanna", "upschindi", "upschindimedium", "hindimedium"],
  },
  jee: {
    devanagari: ["जेईई", "आईआईटी", "आईआईटी जेईई"],
    roman: ["jeekitaiyari", "iitkasapna", "jeehindi", "iitkitaiyari"],
  },
  neet: {
    devanagari: ["नीट", "नीट की तैयारी", "डॉक्टर"],
    roman: ["neetkitaiyari", "doctorbanna", "neethindi"],
  },
  boards: {
    devanagari: ["बोर्ड परीक्षा", "बोर्ड एग्जाम", "परीक्षा"],
    roman: ["boardexamkitaiyari", "padhai", "pariksha", "boardexaminhindi"],
  },
  govtexams: {
    devanagari: ["सरकारी नौकरी", "सरकारी परीक्षा", "एसएससी", "करेंट अफेयर्स", "सामान्य ज्ञान"],
    roman: ["sarkarinaukri", "sarkariexam", "sarkarijob", "gkinhindi", "samanyagyan"],
  },
  study: {
    devanagari: ["पढ़ाई", "स्टडी", "मेहनत", "विद्यार्थी"],
    roman: ["padhai", "padhaikaro", "studymotivationhindi", "mehnat", "hindimedium"],
  },
  education: {
    devanagari: ["शिक्षा", "ज्ञान", "हिंदी", "सामान्य ज्ञान"],
    roman: ["shiksha", "gyan", "gyaan", "hindimedium", "padhai"],
  },
  maths: {
    devanagari: ["गणित", "मैथ्स"],
    roman: ["ganit", "mathsinhindi", "mathstricks", "vedicmaths"],
  },
  physics: {
    devanagari: ["भौतिकी", "फिजिक्स"],
    roman: ["physicsinhindi", "bhautiki", "physicshindi"],
  },
  chemistry: {
    devanagari: ["रसायन विज्ञान", "केमिस्ट्री"],
    roman: ["chemistryinhindi", "rasayan", "chemistryhindi"],
  },
  biology: {
    devanagari: ["जीव विज्ञान", "बायोलॉजी"],
    roman: ["biologyinhindi", "jeevvigyan", "biologyhindi"],
  },
  science: {
    devanagari: ["विज्ञान", "साइंस", "रोचक तथ्य"],
    roman: ["vigyan", "scienceinhindi", "rochaktathya", "sciencehindi"],
  },
  space: {
    devanagari: ["अंतरिक्ष", "ब्रह्मांड", "इसरो"],
    roman: ["antariksh", "brahmand", "spaceinhindi"],
  },
  english: {
    devanagari: ["इंग्लिश", "अंग्रेजी", "इंग्लिश सीखें"],
    roman: ["englishseekho", "spokenenglishhindi", "englishinhindi", "angrezi"],
  },
  caexams: {
    devanagari: ["सीए", "सीए की तैयारी"],
    roman: ["cakitaiyari", "castudentlife", "cainhindi"],
  },
  mba: {
    devanagari: ["एमबीए"],
    roman: ["mbainhindi", "catkitaiyari"],
  },
  history: {
    devanagari: ["इतिहास", "भारत का इतिहास", "इतिहास के पन्ने"],
    roman: ["itihas", "itihaas", "historyinhindi", "bharatkaitihas"],
  },
  army: {
    devanagari: ["भारतीय सेना", "फौजी", "जय हिंद", "सेना"],
    roman: ["fauji", "jaihind", "jaijawan", "bhartiyasena"],
  },

  // Money and work
  stockmarket: {
    devanagari: ["शेयर बाजार", "शेयर मार्केट", "निवेश"],
    roman: ["sharebazaar", "sharemarkethindi", "stockmarketinhindi", "nivesh"],
  },
  personalfinance: {
    devanagari: ["पैसा", "बचत", "निवेश", "पैसे की बात"],
    roman: ["paisa", "bachat", "nivesh", "paisebachao", "financeinhindi"],
  },
  smallbusiness: {
    devanagari: ["बिजनेस", "व्यापार", "बिजनेस आइडिया"],
    roman: ["businessideasinhindi", "apnabusiness", "dukaan", "vyapar", "dhandha"],
  },
  entrepreneur: {
    devanagari: ["बिजनेस", "उद्यमी", "स्टार्टअप"],
    roman: ["businessinhindi", "startupinhindi", "apnabusiness", "desientrepreneur"],
  },
  crypto: {
    devanagari: ["क्रिप्टो"],
    roman: ["cryptoinhindi", "cryptohindi", "bitcoinhindi"],
  },
  realestate: {
    devanagari: ["प्रॉपर्टी", "जमीन", "मकान"],
    roman: ["propertyinhindi", "zameen", "makaan", "apnaghar"],
  },
  career: {
    devanagari: ["करियर", "नौकरी", "करियर टिप्स"],
    roman: ["naukri", "careerinhindi", "careertipshindi", "jobinhindi"],
  },

  // Screen, music and words
  bollywood: {
    devanagari: ["बॉलीवुड", "फिल्मी", "बॉलीवुड गाने"],
    roman: ["filmy", "filmygyan", "bollywoodgaane", "bollywoodmasala", "puranegaane"],
  },
  movies: {
    devanagari: ["फिल्म", "मूवी", "फिल्म रिव्यू"],
    roman: ["filmy", "moviereviewhindi", "filmreviewhindi", "hindimovies"],
  },
  anime: {
    devanagari: [],
    roman: ["animehindi", "animeinhindi", "hindidubanime", "desiotaku"],
  },
  kdrama: {
    devanagari: [],
    roman: ["kdramahindi", "kdramainhindi", "hindidubbedkdrama", "desikdramafan"],
  },
  webseries: {
    devanagari: ["वेब सीरीज"],
    roman: ["webserieshindi", "hindiwebseries", "desiwebseries"],
  },
  biggboss: {
    devanagari: ["बिग बॉस"],
    roman: ["biggbosshindi", "bbhindi", "biggbossmasti"],
  },
  tvserials: {
    devanagari: ["सीरियल", "टीवी सीरियल"],
    roman: ["hindiserial", "serialupdate", "tvserialhindi", "desiserial"],
  },
  cartoons: {
    devanagari: ["कार्टून"],
    roman: ["cartooninhindi", "hindicartoon", "bachpan"],
  },
  marvel: {
    devanagari: [],
    roman: ["marvelhindi", "marvelinhindi", "hindidubbed"],
  },
  news: {
    devanagari: ["खबर", "समाचार", "ताजा खबर", "ब्रेकिंग न्यूज", "हिंदी समाचार"],
    roman: ["khabar", "samachar", "taazakhabar", "hindinews", "aajkikhabar"],
  },
  kpop: {
    devanagari: [],
    roman: ["desikpopfan", "kpophindi"],
  },
  music: {
    devanagari: ["संगीत", "गाना", "गाने", "हिंदी गाने", "रियाज"],
    roman: ["gaana", "gaane", "sangeet", "riyaz", "hindisongs", "puranegaane"],
  },
  dance: {
    devanagari: ["डांस", "नृत्य", "ठुमका"],
    roman: ["desidance", "naach", "thumka", "bollywooddance", "desithumka"],
  },
  comedy: {
    devanagari: ["कॉमेडी", "मजेदार", "हंसी", "जोक्स"],
    roman: ["desicomedy", "masti", "mazak", "hindijokes", "desimemes", "hasna"],
  },
  magic: {
    devanagari: ["जादू", "जादूगर", "मैजिक"],
    roman: ["jadu", "jadugar", "jadoo", "magicinhindi"],
  },
  shayari: {
    devanagari: ["शायरी", "हिंदी शायरी", "कविता", "उर्दू शायरी", "अल्फाज", "दिल से"],
    roman: ["shayari", "hindishayari", "shayarilover", "alfaaz", "urdushayari", "dilse", "kavita"],
  },
  books: {
    devanagari: ["किताबें", "हिंदी साहित्य", "पुस्तक", "किताब"],
    roman: ["kitaabein", "hindisahitya", "hindibooks", "kitaabi", "pustak"],
  },
  podcasts: {
    devanagari: ["पॉडकास्ट", "हिंदी पॉडकास्ट"],
    roman: ["hindipodcast", "podcastinhindi", "desipodcast"],
  },

  // Pets and animals
  dogs: {
    devanagari: ["कुत्ता", "पालतू कुत्ता"],
    roman: ["desidog", "doggu", "desikutta", "desidogsofinstagram"],
  },
  cats: {
    devanagari: ["बिल्ली", "बिल्लियां"],
    roman: ["billi", "desicat", "billu", "desicatsofinstagram"],
  },
  pets: {
    devanagari: ["पालतू", "जानवर", "पालतू जानवर"],
    roman: ["paltu", "paltujanwar", "janwar", "desipets"],
  },
  tortoise: {
    devanagari: ["कछुआ"],
    roman: ["kachua", "kachhua"],
  },
  petbirds: {
    devanagari: ["तोता", "कबूतर", "पक्षी"],
    roman: ["tota", "mithu", "kabootar", "pakshi", "kabootarbaazi"],
  },
  aquarium: {
    devanagari: ["एक्वेरियम", "मछली"],
    roman: ["machli", "aquariuminhindi", "rangeenmachli"],
  },
  rabbits: {
    devanagari: ["खरगोश"],
    roman: ["khargosh", "rabbitinhindi"],
  },
  hamsters: {
    devanagari: ["हैम्स्टर"],
    roman: ["hamsterinhindi", "hamsterhindi"],
  },
  cows: {
    devanagari: ["गाय", "गौ माता", "गौ सेवा", "देसी गाय"],
    roman: ["gaumata", "gauseva", "desigaay", "gir", "bhains", "gaushala"],
  },
  horses: {
    devanagari: ["घोड़ा", "घोड़ी"],
    roman: ["ghoda", "ghodi", "marwarihorse", "desihorse"],
  },

  // Family, friends and home
  parenting: {
    devanagari: ["पेरेंटिंग", "बच्चे", "पेरेंटिंग टिप्स"],
    roman: ["parentinginhindi", "bachche", "desiparenting", "desiparents"],
  },
  babies: {
    devanagari: ["बच्चा", "नन्हा मेहमान", "गोदभराई"],
    roman: ["nanhamehmaan", "godhbharai", "naamkaran", "annaprashan", "desibaby"],
  },
  couples: {
    devanagari: ["प्यार", "इश्क", "पति पत्नी", "जोड़ी"],
    roman: ["pyaar", "ishq", "mohabbat", "patipatni", "jodi", "desicouple"],
  },
  momlife: {
    devanagari: ["माँ", "मम्मी", "माँ का प्यार"],
    roman: ["maa", "mummy", "maakapyaar", "desimom", "mummyji"],
  },
  dadlife: {
    devanagari: ["पापा", "पिता", "पापा की परी"],
    roman: ["papa", "papakipari", "desidad", "pitaji"],
  },
  eldercare: {
    devanagari: ["दादा दादी", "नाना नानी", "बुजुर्ग", "दादी माँ"],
    roman: ["dadadadi", "nananani", "buzurg", "dadimaa", "nanima"],
  },
  friends: {
    devanagari: ["दोस्ती", "दोस्त", "यारी", "याराना"],
    roman: ["dosti", "dost", "yaari", "yaariyan", "yaarana", "dostikaisi"],
  },
  villagelife: {
    devanagari: ["गांव", "गांव की जिंदगी", "ग्रामीण", "देसी"],
    roman: ["gaon", "gaonkijindagi", "desigaon", "gaonwala", "desilife"],
  },
  homedecor: {
    devanagari: ["घर की सजावट", "सजावट", "होम डेकोर"],
    roman: ["gharkisajawat", "sajawat", "desihomedecor", "desidecor"],
  },
  gardening: {
    devanagari: ["बागवानी", "पौधे", "पेड़ पौधे", "किचन गार्डन"],
    roman: ["bagwani", "paudhe", "gardeninginhindi", "pedpaudhe"],
  },
  farming: {
    devanagari: ["किसान", "खेती", "कृषि", "जय किसान", "खेती बाड़ी"],
    roman: ["kisan", "kheti", "jaikisan", "khetibadi", "krishi", "desikisan"],
  },

  // Mind and belief
  spirituality: {
    devanagari: ["आध्यात्म", "ध्यान", "सनातन", "सनातन धर्म"],
    roman: ["dhyan", "adhyatm", "sanatan", "sanatandharma", "gita"],
  },
  bhakti: {
    devanagari: ["जय श्री राम", "हर हर महादेव", "राधे राधे", "भक्ति", "महादेव", "जय माता दी"],
    roman: ["jaishriram", "harharmahadev", "radheradhe", "bhakti", "mahadev", "jaimatadi", "bholenath"],
  },
  motivation: {
    devanagari: ["मोटिवेशन", "सुविचार", "प्रेरणा", "हिंदी मोटिवेशन", "सफलता", "मेहनत"],
    roman: ["hindimotivation", "motivationinhindi", "suvichar", "safalta", "mehnat", "himmat"],
  },
  mentalhealth: {
    devanagari: ["मानसिक स्वास्थ्य", "सुकून", "मन की बात"],
    roman: ["sukoon", "mentalhealthinhindi", "mankishanti", "khudsepyaar"],
  },
  astrology: {
    devanagari: ["ज्योतिष", "राशिफल", "आज का राशिफल", "कुंडली", "वास्तु"],
    roman: ["jyotish", "rashifal", "aajkarashifal", "kundli", "vastu", "jyotishshastra"],
  },

  // Outdoors and travel
  travel: {
    devanagari: ["यात्रा", "घुमक्कड़", "सफर", "घूमना"],
    roman: ["ghumakkad", "safar", "yatra", "ghumnafirna", "desitraveller", "travelinhindi"],
  },
  trekking: {
    devanagari: ["ट्रेकिंग", "पहाड़"],
    roman: ["pahad", "trekkinginhindi", "pahadiyatra"],
  },
  beach: {
    devanagari: ["समुद्र", "बीच"],
    roman: ["samundar", "samudra", "samundarkinare"],
  },
  roadtrip: {
    devanagari: ["रोड ट्रिप", "सफर"],
    roman: ["safar", "desiroadtrip", "lambisafar"],
  },
  streetshopping: {
    devanagari: ["बाज़ार", "हाट", "स्ट्रीट शॉपिंग"],
    roman: ["bazaar", "haat", "sastabazaar", "budhbazaar", "streetshopping"],
  },
  nature: {
    devanagari: ["प्रकृति", "कुदरत", "हरियाली"],
    roman: ["prakriti", "kudrat", "hariyali", "kudratkenazare"],
  },
  monsoon: {
    devanagari: ["बारिश", "बरसात", "मानसून", "मौसम"],
    roman: ["barish", "baarish", "barsaat", "mausam", "chaiaurbarish", "baarishkadin"],
  },
  temples: {
    devanagari: ["मंदिर", "तीर्थ यात्रा", "धाम", "दर्शन"],
    roman: ["mandir", "tirthyatra", "darshan", "dham"],
  },
  mountains: {
    devanagari: ["पहाड़", "पहाड़ी", "हिमालय"],
    roman: ["pahad", "pahadi", "pahadilife", "himalaya", "pahadonkirani"],
  },
  heritage: {
    devanagari: ["किला", "इतिहास", "धरोहर"],
    roman: ["qila", "kila", "dharohar", "itihas"],
  },

  // Making and showing
  photography: {
    devanagari: ["फोटोग्राफी", "तस्वीर"],
    roman: ["tasveer", "photographyinhindi", "desiclicks"],
  },
  art: {
    devanagari: ["कला", "चित्रकारी", "आर्ट"],
    roman: ["kala", "chitrakari", "desiart", "madhubani", "warliart"],
  },
  diy: {
    devanagari: ["जुगाड़", "घरेलू जुगाड़"],
    roman: ["jugaad", "desijugaad", "diyinhindi"],
  },
  pottery: {
    devanagari: ["कुम्हार", "मिट्टी के बर्तन", "मिट्टी कला"],
    roman: ["kumhar", "mittikebartan", "mittikala", "terracotta"],
  },
  woodworking: {
    devanagari: ["बढ़ई", "लकड़ी का काम", "फर्नीचर"],
    roman: ["lakdikakaam", "barhai", "woodworkinginhindi"],
  },
  vlog: {
    devanagari: ["व्लॉग", "हिंदी व्लॉग", "डेली व्लॉग"],
    roman: ["hindivlog", "desivlogger", "vlogginginhindi"],
  },
  videoediting: {
    devanagari: ["वीडियो एडिटिंग", "एडिटिंग"],
    roman: ["editinginhindi", "videoeditinghindi", "capcuthindi"],
  },
  contentcreation: {
    devanagari: ["कंटेंट क्रिएटर", "क्रिएटर"],
    roman: ["hindicreator", "desicreator"],
  },

  // Vehicles
  cars: {
    devanagari: ["गाड़ी", "कार"],
    roman: ["gaadi", "desigaadi", "carinhindi", "carreviewhindi"],
  },
  bikes: {
    devanagari: ["बाइक", "बाइकर"],
    roman: ["desibiker", "bikereviewhindi", "bulletraja"],
  },

  // Places: a place's own tags come only when the keyword names it.
  mumbai: {
    devanagari: ["मुंबई", "आमची मुंबई"],
    roman: ["amchimumbai", "aamchimumbai", "mumbaimerijaan", "mumbaikar"],
  },
  delhi: {
    devanagari: ["दिल्ली", "दिलवालों की दिल्ली"],
    roman: ["dilli", "dilwalonkidilli", "dillidiaries", "dilliwale"],
  },
  bangalore: {
    devanagari: ["बेंगलुरु"],
    roman: ["nammabengaluru", "nammabangalore", "bengaluru"],
  },
  kolkata: {
    devanagari: ["कोलकाता"],
    roman: ["kolkatadiaries", "amarkolkata"],
  },
  chennai: {
    devanagari: ["चेन्नई"],
    roman: ["nammachennai", "singarachennai"],
  },
  hyderabad: {
    devanagari: ["हैदराबाद"],
    roman: ["hyderabadi", "apnahyderabad"],
  },
  pune: {
    devanagari: ["पुणे", "पुणेकर"],
    roman: ["punekar", "puneri"],
  },
  jaipur: {
    devanagari: ["जयपुर", "पिंक सिटी"],
    roman: ["padharomharedes", "jaipurwale"],
  },
  goa: {
    devanagari: ["गोवा", "गोवा ट्रिप"],
    roman: ["goamasti", "susegad", "goayatra"],
  },
  kerala: {
    devanagari: ["केरल"],
    roman: ["keralam", "mallu", "mallugram"],
  },
  himachal: {
    devanagari: ["हिमाचल", "देवभूमि हिमाचल", "पहाड़ी"],
    roman: ["pahadi", "himachali", "devbhoomihimachal", "himachaldiaries"],
  },
  ladakh: {
    devanagari: ["लद्दाख"],
    roman: ["julley", "ladakhyatra"],
  },
  kashmir: {
    devanagari: ["कश्मीर", "धरती का स्वर्ग"],
    roman: ["jannat", "dhartikaswarg", "kashmiri"],
  },
  rajasthan: {
    devanagari: ["राजस्थान", "पधारो म्हारे देस", "रंगीला राजस्थान"],
    roman: ["padharomharedes", "rangeelorajasthan", "rajasthani", "marwadi"],
  },
  varanasi: {
    devanagari: ["बनारस", "वाराणसी", "काशी", "हर हर महादेव", "हर हर गंगे"],
    roman: ["banaras", "kashi", "banarasi", "harharmahadev", "ghatsofvaranasi"],
  },
  uttarakhand: {
    devanagari: ["उत्तराखंड", "देवभूमि", "पहाड़ी"],
    roman: ["devbhoomi", "devbhoomiuttarakhand", "pahadi", "garhwali", "kumaoni"],
  },
  punjab: {
    devanagari: ["पंजाब", "पंजाबी"],
    roman: ["punjabi", "desimunda", "pind", "sadapunjab", "punjabiyaan"],
  },
  gujarat: {
    devanagari: ["गुजरात", "गुजराती"],
    roman: ["gujju", "gujarati", "kemchho", "gujjurocks"],
  },
  northeast: {
    devanagari: ["पूर्वोत्तर"],
    roman: ["purvottar", "purvottarbharat"],
  },
  lucknow: {
    devanagari: ["लखनऊ", "नवाबों का शहर"],
    roman: ["lucknowi", "lakhnavi", "nawabokashehar"],
  },
  india: {
    devanagari: ["भारत", "हिंदुस्तान", "मेरा भारत", "इंडिया"],
    roman: ["bharat", "hindustan", "merabharat", "desi", "apnadesh"],
  },
} satisfies Readonly<Record<TopicId, HindiTags>>;

/** Looked up by any topic's id, so a made-up topic (the tests' own) simply has none. */
export const HINDI_TAGS: Readonly<Record<string, HindiTags>> = BY_TOPIC;
