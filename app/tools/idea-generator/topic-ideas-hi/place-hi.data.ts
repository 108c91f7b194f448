import { ideaTemplates } from "../topic-ideas/idea-template";

// Places for the Hindi page: Goa, मनाली, the Taj Mahal (named), a cafe or a hostel room (common).
// "{s} में तीन दिन" is for regions only; "{place} में" only where the keyword names a place.
const named = { subject: "named" } as const;
const region = { subject: "region" } as const;
const common = { subject: "common" } as const;

export const PLACE_IDEAS_HI = [
  ...ideaTemplates(["place"], "instagram", [
    [
      "रील: '{s} में एक परफ़ेक्ट दिन'। सूर्योदय से आखिरी चाय तक, हर स्टॉप का एक क्लिप, समय स्क्रीन पर और सारी लोकेशन कैप्शन में। 🌅",
      named,
    ],
    [
      "कैरोसेल: '{s} जाने से पहले ये जान लें'। समय, टिकट, क्या पहनें, कैसे घूमें और एक लोकल टिप, अपनी फ़ोटो पर हर स्लाइड में एक बात।",
      named,
    ],
    ["रील: 'बजट में {s}'। कोने में हर रुपये का हिसाब और आखिर में टोटल। रिवील से पहले फ़ॉलोअर्स से अंदाज़ा लगवाइए। 💸", named],
    ["रील: 'टूरिस्ट जो मिस कर देते हैं: {s} एडिशन'। तीन शांत कोने, जाने का सही समय और बिना बोर्ड वाली चाय की टपरी। 📍", named],
    ["कैरोसेल: '{s} कैसे पहुंचें'। ट्रेन, बस, फ़्लाइट और सड़क, हर एक की स्लाइड पर समय, खर्च और आराम, आखिरी पर फ़ैसला।", named],
    ["स्टोरीज़: {s} लाइव: सुबह का नज़ारा, लंच का खर्च, 'ये ट्राई करूं?' पोल और एक सेफ़्टी टिप, सब एक हाइलाइट में।", named],
    ["रील: उम्मीद बनाम हकीकत, {s} एडिशन। पहले मशहूर फ़ोटो वाला एंगल, फिर वाइड शॉट कि उस वक्त असल में कैसा दिखता है।", named],
    ["रील: एक टेक वाली सैर। {s} के सबसे मशहूर कोने से शुरू करें और तीस सेकंड बिना कट चलते रहें, लोग दोबारा देखेंगे।", named],
    ["कैरोसेल: '{s} में क्या खाएं'। हर स्लाइड पर एक डिश या जगह, कीमत और साथ में क्या मंगाएं।", named],
    [
      "रील: 'लोकल लोगों की पसंद: {s} के बेस्ट स्पॉट'। पांच लोगों से पूछिए कि दोस्त को कहां ले जाएंगे, हर जगह जाइए और उनके जवाब जोड़िए।",
      named,
    ],
    ["रील: गोल्डन आवर शॉट। {s} का सबसे अच्छा व्यू पॉइंट, सूर्योदय या सूर्यास्त से पहले पहुंचकर टाइम-लैप्स, फिर चाय के साथ आप। 📸", named],
    ["रील सीरीज़: '{s} के छुपे कोने'। हर एपिसोड में एक कम जानी-पहचानी जगह, कैसे पहुंचें और कब जाएं, नंबर के साथ।", named],
    [
      "रील: '{s} में तीन दिन'। दिन-ब-दिन का कट, रहने, खाने और सफ़र का असली खर्च स्क्रीन पर, और एक चीज़ जो अगली बार छोड़ देंगे। 🧳",
      region,
    ],
    [
      "कैरोसेल: '{s} के लिए पैकिंग'। हर कैटेगरी की फ़्लैट-ले (मौसम के कपड़े, डॉक्यूमेंट, पावर बैंक, फ़र्स्ट-एड) और स्क्रीनशॉट लायक चेकलिस्ट।",
      region,
    ],
    [
      "रील: '{s} में लोकल लोग कहां खाते हैं'। नाश्ता, लंच और देर रात का स्नैक, ऐसी जगहों पर जहां अंग्रेज़ी मेन्यू नहीं, बिल हर बार स्क्रीन पर। 🍛",
      region,
    ],
    [
      "रील: बीस सेकंड का {s} टूर। अंदर आइए, सबसे अच्छा कोना, व्यू और एक डिटेल जो लोग नोटिस नहीं करते, खर्च या किराया स्क्रीन पर।",
      common,
    ],
    [
      "कैरोसेल: '{s}: क्या अच्छा, क्या नहीं'। फ़ोटो के साथ ईमानदार लिस्ट: सबसे अच्छी बात, सबसे बुरी बात, कीमत और किसके लिए सही।",
      common,
    ],
    ["रील: 'बजट में {s}'। वहां का मज़ा लेने या वैसा सेटअप बनाने का खर्च, हर रुपया स्क्रीन पर और आखिर में टोटल। 💸", common],
    ["रील: '{s} की वाइब'। पांच शॉट जो माहौल पकड़ें (रोशनी, टेक्सचर, एक छोटी डिटेल), धीमे गाने पर, कैप्शन में एक सवाल।", common],
    ["रील: '{s}, पहले और अब'। पहली बार की झलक और आज की हालत साथ-साथ, एक लाइन कि क्या बदला।", common],
    ["स्टोरीज़: {s} पर 'ये या वो' सीरीज़: हर फ़्रेम में दो फ़ोटो, पोल स्टिकर, और अगले दिन नतीजे।", common],
    ["कैरोसेल: '{s} चेकलिस्ट'। जाने, बुक करने या शिफ़्ट होने से पहले क्या देखें, हर स्लाइड पर एक चेक।", common],
    ["रील: आंखों के लेवल से {s} का वॉक-थ्रू, स्क्रीन पर लिखा हुआ कि पहली, दूसरी और तीसरी नज़र किस पर गई।", common],
    ["रील: दिन बनाम रात। {s} को सुबह और फिर अंधेरे के बाद एक ही जगह से फ़िल्म करें, और बीट पर दोनों के बीच स्विच करें।", common],
    ["कैरोसेल: '{s} के पांच फ़ोटो स्पॉट'। कहां खड़े हों, रोशनी कब सबसे अच्छी है, और हर स्लाइड पर एक सैंपल फ़ोटो।", common],
    ["रील सीरीज़: '{s} डायरीज़'। हर बार जाने पर एक छोटा एपिसोड: एक पल, एक खर्च, एक टिप।", common],
    ["रील: '{s} के जुगाड़'। पांच छोटी चीज़ें जो अनुभव बेहतर बनाती हैं (सीट, समय, सेटिंग, ट्रिक), हर एक तीन सेकंड में।", common],
    "रील: '{place} में {s}: जाना बनता है?' एक विज़िट, कीमत, सबसे अच्छी और सबसे बुरी बात, और स्कोर स्क्रीन पर। लोकेशन कैप्शन में। 📍",
  ]),
  ...ideaTemplates(["place"], "youtube", [
    ["'{s} ट्रैवल गाइड': कब जाएं, कैसे पहुंचें, तीन बजट में कहां रुकें, क्या खाएं और क्या छोड़ें, चैप्टर्स के साथ और आखिर में खर्च की टेबल।", named],
    ["'बजट में {s}, हर रुपये का हिसाब': स्क्रीन पर चलता टोटल और डिस्क्रिप्शन में पूरा ब्रेकडाउन। 💸", named],
    ["'{s}: दस चीज़ें जो ज़्यादातर लोग मिस करते हैं': हर एक फ़िल्म की हुई, कैसे ढूंढें और कब जाएं।", named],
    ["'{s} में क्या खाएं और कहां': हर चैप्टर में एक डिश, कहां मिलेगी, कितने की थी और ईमानदार स्कोर।", named],
    ["'{s} में ये गलतियां न करें': बुकिंग, समय, सफ़र और टूरिस्ट ट्रैप, हर एक छोटे सीन के बाद समझाया हुआ।", named],
    ["'{s}: उम्मीद बनाम हकीकत': मशहूर शॉट दोबारा बनाए, फिर असली माहौल, भीड़ और खर्च समेत।", named],
    ["'एक लोकल ने दिखाया {s}': वहीं रहने वाले किसी इंसान को पूरा दिन प्लान करने दीजिए, और हर स्टॉप की वजह उन्हीं से सुनिए।", named],
    ["शॉर्ट: एक टेक वाली सैर। तीस सेकंड {s} में बिना कट, नाम और जाने का सबसे अच्छा समय स्क्रीन पर।", named],
    ["शॉर्ट: 'तीन शब्दों में {s}'। तीन क्लिप, स्क्रीन पर तीन शब्द, और टाइटल में 'आपके तीन शब्द क्या होंगे?'।", named],
    ["'{s} कैसे पहुंचें': ट्रेन, बस, फ़्लाइट और सड़क की समय और खर्च पर तुलना, आखिर में चार्ट।", named],
    ["'हर मौसम में {s}': वही जगहें साल के अलग-अलग समय पर, और आप कौन-सा मौसम चुनेंगे।", named],
    ["'मम्मी-पापा के साथ {s}': उनकी रफ़्तार, उनके सवाल और उनका फ़ैसला, काम की बातें (आराम, खाना, पहुंच) चैप्टर्स में। 😄", named],
    ["'{s} में तीन दिन': दिन-ब-दिन, हर दिन का खर्च और क्या बदलेंगे, पूरा प्लान डिस्क्रिप्शन में। 🧳", region],
    [
      "'{s} में सबसे सस्ता बनाम सबसे महंगा स्टे': दोनों में एक-एक रात, ईमानदारी से फ़िल्म की हुई, और कीमत का फ़र्क दिखता है या नहीं।",
      region,
    ],
    ["'{s} टूर': असली वॉक-थ्रू, हाइलाइट रील नहीं, हर हिस्से का चैप्टर और खर्च या किराया स्क्रीन पर।", common],
    ["'{s} की ज़रूरी बातें': अच्छे की पहचान क्या है, क्या साथ ले जाएं या खरीदें, और क्या छोड़ें, कीमतें स्क्रीन पर।", common],
    ["'{s}: जाने, बुक करने या शिफ़्ट होने से पहले क्या देखें': कैमरे पर बनी चेकलिस्ट, अच्छे और बुरे उदाहरणों के साथ।", common],
    ["'बजट में {s} मेकओवर': पहले, बीच में और बाद में, हर खरीद की कीमत स्क्रीन पर। 🛠️", common],
    ["'{s} के साथ रहना: ईमानदार फ़ायदे और नुकसान': हर बात दिखाई हुई, सिर्फ़ कही नहीं, आखिर में फ़ैसला।", common],
    ["शॉर्ट: बीस सेकंड का {s} टूर, एक ही शॉट में, सबसे अच्छी डिटेल आखिरी सेकंड के लिए।", common],
    ["शॉर्ट: '{s}: एक बात जो कोई नहीं बताता', पहले सेकंड में स्क्रीन पर।", common],
    ["'{s}, दिन बनाम रात': वही जगहें दो बार फ़िल्म की हुईं, और अंधेरे के बाद क्या बदलता है।", common],
    ["'{s} वाली वाइब, बजट में': लोगों को जो लुक पसंद है, वो कम खर्च में कैसे बने।", common],
    ["'{s} डायरीज़': एक हफ़्ते के छोटे पल, एक शांत वीडियो में, वॉइस-ओवर के साथ।", common],
    ["'{s} पर आपके सवाल': कमेंट्स और कम्युनिटी पोस्ट से दस जवाब, टाइमस्टैम्प के साथ।", common],
    ["'तीन {s}, एक रैंकिंग': तीन से पांच जगहें, हर एक पर वही पांच पैमाने, और फ़ैसले की टेबल।", common],
    "'{place} में {s}: पूरी गाइड': कैसे पहुंचें, कब जाएं, खर्च कितना और क्या छोड़ें, चैप्टर्स के साथ। 📍",
  ]),
];

export const PLACE_IDEAS_HINGLISH = [
  ...ideaTemplates(["place"], "instagram", [
    [
      "Reel: '{S} mein ek perfect din'. Sunrise se last chai tak, har stop ka ek clip, time screen pe aur saari locations caption mein. 🌅",
      named,
    ],
    [
      "Carousel: '{S} jaane se pehle yeh jaan lo'. Timing, tickets, kya pehnein, kaise ghoomein aur ek local tip, apni photos pe ek slide ek baat.",
      named,
    ],
    [
      "Reel: 'Budget mein {s}'. Corner mein har rupaye ka hisaab aur end mein total. Reveal se pehle followers se guess karwao. 💸",
      named,
    ],
    [
      "Reel: 'Tourists jo miss kar dete hain: {s} edition'. Teen shaant kone, jaane ka sahi time aur bina board wali chai ki tapri. 📍",
      named,
    ],
    [
      "Carousel: '{S} kaise pahunchein'. Train, bus, flight aur road, har ek ki slide pe time, kharcha aur comfort, last pe verdict.",
      named,
    ],
    [
      "Stories: {s} live: subah ka view, lunch ka kharcha, 'yeh try karun?' poll aur ek safety tip, sab ek highlight mein.",
      named,
    ],
    [
      "Reel: expectation vs reality, {s} edition. Pehle famous photo wala angle, phir wide shot ki us waqt asal mein kaisa dikhta hai.",
      named,
    ],
    [
      "Reel: one-take walk. {S} ke sabse famous kone se shuru karo aur tees second bina cut chalte raho, log replay karenge.",
      named,
    ],
    ["Carousel: '{S} mein kya khayein'. Har slide pe ek dish ya jagah, price aur saath mein kya mangayein.", named],
    [
      "Reel: 'Locals ki pasand: {s} ke best spots'. Paanch logon se poocho ki dost ko kahan le jayenge, har jagah jao aur unke jawab jodo.",
      named,
    ],
    [
      "Reel: golden hour shot. {S} ka best viewpoint, sunrise ya sunset se pehle pahunch ke time-lapse, phir chai ke saath tum. 📸",
      named,
    ],
    [
      "Reel series: 'Hidden {s}'. Har episode mein ek kam famous jagah, kaise pahunchein aur kab jaayein, numbered.",
      named,
    ],
    [
      "Reel: '{S} mein teen din'. Day by day cut, rehne, khaane aur travel ka asli kharcha screen pe, aur ek cheez jo agli baar skip karoge. 🧳",
      region,
    ],
    [
      "Carousel: '{S} ke liye packing'. Har category ki flat-lay (mausam ke kapde, documents, power bank, first-aid) aur screenshot wali checklist.",
      region,
    ],
    [
      "Reel: '{S} mein locals kahan khaate hain'. Nashta, lunch aur late night snack, aisi jagah jahan English menu nahi, bill har baar screen pe. 🍛",
      region,
    ],
    [
      "Reel: bees second ka {s} tour. Andar aao, best kona, view aur ek detail jo log notice nahi karte, kharcha ya rent screen pe.",
      common,
    ],
    [
      "Carousel: '{S}: kya achha, kya nahi'. Photos ke saath honest list: best baat, worst baat, price aur kiske liye sahi.",
      common,
    ],
    [
      "Reel: 'Budget mein {s}'. Wahan ka maza lene ya waisa setup banane ka kharcha, har rupaya screen pe aur end mein total. 💸",
      common,
    ],
    [
      "Reel: '{S} aesthetic'. Paanch shots jo mahaul pakdein (light, texture, ek chhoti detail), slow gaane pe, caption mein ek sawaal.",
      common,
    ],
    ["Reel: '{S}, pehle aur ab'. Pehli baar ki jhalak aur aaj ki haalat side by side, ek line ki kya badla.", common],
    ["Stories: {s} pe 'yeh ya woh' series: har frame mein do photos, poll sticker, aur agle din results.", common],
    ["Carousel: '{S} checklist'. Jaane, book karne ya shift hone se pehle kya dekhein, har slide pe ek check.", common],
    ["Reel: eye level se {s} ka walk-through, screen pe likha ki pehli, doosri aur teesri nazar kis pe gayi.", common],
    [
      "Reel: din vs raat. {S} ko subah aur phir andhere ke baad ek hi jagah se film karo, aur beat pe dono ke beech switch karo.",
      common,
    ],
    [
      "Carousel: '{S} ke paanch photo spots'. Kahan khade ho, light kab best hai, aur har slide pe ek sample photo.",
      common,
    ],
    ["Reel series: '{S} diaries'. Har baar jaane pe ek chhota episode: ek pal, ek kharcha, ek tip.", common],
    [
      "Reel: '{S} hacks'. Paanch chhoti cheezein jo experience better banati hain (seat, time, setting, trick), har ek teen second mein.",
      common,
    ],
    "Reel: '{place} mein {s}: jaana banta hai?' Ek visit, price, best aur worst baat, aur score screen pe. Location caption mein. 📍",
  ]),
  ...ideaTemplates(["place"], "youtube", [
    [
      "'{S} travel guide': kab jaayein, kaise pahunchein, teen budget mein kahan rukein, kya khayein aur kya chhodein, chapters ke saath aur end mein kharche ki table.",
      named,
    ],
    ["'Budget mein {s}, har rupaye ka hisaab': screen pe chalta total aur description mein poora breakdown. 💸", named],
    ["'{S}: das cheezein jo zyadatar log miss karte hain': har ek filmed, kaise dhoondhein aur kab jaayein.", named],
    ["'{S} mein kya khayein aur kahan': har chapter mein ek dish, kahan milegi, kitne ki thi aur honest score.", named],
    [
      "'{S} mein yeh galtiyan mat karna': booking, timing, travel aur tourist traps, har ek chhote scene ke baad samjhaya hua.",
      named,
    ],
    ["'{S}: expectation vs reality': famous shots recreate kiye, phir asli mahaul, bheed aur kharche ke saath.", named],
    [
      "'Ek local ne dikhaya {s}': wahin rehne wale kisi insaan ko poora din plan karne do, aur har stop ki wajah unhi se suno.",
      named,
    ],
    ["Short: one-take walk. Tees second {s} mein bina cut, naam aur jaane ka best time screen pe.", named],
    [
      "Short: 'Teen shabdon mein {s}'. Teen clips, screen pe teen words, aur title mein 'tumhare teen words kya honge?'.",
      named,
    ],
    ["'{S} kaise pahunchein': train, bus, flight aur road ka time aur kharche pe comparison, end mein chart.", named],
    ["'Har mausam mein {s}': wahi jagah saal ke alag alag time pe, aur tum kaunsa mausam chunoge.", named],
    [
      "'Mummy-papa ke saath {s}': unki speed, unke sawaal aur unka verdict, kaam ki baatein (aaram, khaana, access) chapters mein. 😄",
      named,
    ],
    ["'{S} mein teen din': day by day, har din ka kharcha aur kya badloge, poora plan description mein. 🧳", region],
    [
      "'{S} mein sabse sasta vs sabse mehnga stay': dono mein ek ek raat, honestly filmed, aur price ka farak dikhta hai ya nahi.",
      region,
    ],
    ["'{S} tour': asli walk-through, highlight reel nahi, har hisse ka chapter aur kharcha ya rent screen pe.", common],
    [
      "'{S} essentials': achhe ki pehchaan kya hai, kya saath le jaayein ya kharidein, aur kya skip karein, prices screen pe.",
      common,
    ],
    [
      "'{S}: jaane, book karne ya shift hone se pehle kya dekhein': camera pe bani checklist, achhe aur bure examples ke saath.",
      common,
    ],
    ["'Budget mein {s} makeover': pehle, beech mein aur baad mein, har kharidari ka price screen pe. 🛠️", common],
    ["'{S} ke saath rehna: honest pros aur cons': har baat dikhayi hui, sirf boli nahi, end mein verdict.", common],
    ["Short: bees second ka {s} tour, ek hi shot mein, best detail last second ke liye.", common],
    ["Short: '{S}: ek baat jo koi nahi batata', pehle second mein screen pe.", common],
    ["'{S}, din vs raat': wahi jagah do baar filmed, aur andhere ke baad kya badalta hai.", common],
    ["'{S} wali vibe, budget mein': logon ko jo look pasand hai, woh kam kharche mein kaise bane.", common],
    ["'{S} diaries': ek hafte ke chhote pal, ek shaant video mein, voice-over ke saath.", common],
    ["'{S} pe tumhare sawaal': comments aur community posts se das jawab, timestamps ke saath.", common],
    ["'Teen {s}, ek ranking': teen se paanch jagah, har ek pe wahi paanch parameters, aur verdict ki table.", common],
    "'{place} mein {s}: poori guide': kaise pahunchein, kab jaayein, kharcha kitna aur kya skip karein, chapters ke saath. 📍",
  ]),
];
