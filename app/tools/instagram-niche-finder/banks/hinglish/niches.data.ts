import type { Niche } from "../en/niches.data";
import type { WrittenNiche } from "../shape";

// The Hindi page's niches: the same forty as the English page, each with its name, why it fits and
// a first post, written for an Indian creator in Devanagari and in Hinglish. The prices and
// durations are the English page's own; nothing here is a statistic.

/** The forty niches in Hinglish (Roman letters); their names stay as creators write them. */
export const HINGLISH_NICHES: Readonly<Record<Niche, WrittenNiche>> = {
  Streetwear: {
    name: "Streetwear",
    why: "Drops, sneakers aur oversized fits har mahine badalte hain, to post karne ko naya look hamesha hota hai, aur dost ek-doosre ko outfits DM mein bhejte hain.",
    firstPost:
      "Ek oversized tee ko teen tarah style karo (college, cafe, night out) aur har piece ka price screen par dikhao.",
  },
  "Sustainable Fashion": {
    name: "Sustainable Fashion",
    why: "Bahut log haul culture se thak chuke hain; kam khareed kar zyada pehenna sikhane wala page baaki fashion feed se alag dikhta hai.",
    firstPost: "Poore working week mein ek hi kurta paanch tarah pehno aur gino ki kitna kharcha bacha.",
  },
  "Vintage Looks": {
    name: "Vintage Looks",
    why: "'90s ka Bollywood aur retro style log turant pehchaan lete hain, to har look ke saath uska hook aur uski yaadein apne aap aa jaati hain.",
    firstPost:
      "Mummy ki almari se '90s ka koi Bollywood outfit recreate karo aur original ko apne look ke bagal mein dikhao.",
  },
  "Thrift Hauls": {
    name: "Thrift Hauls",
    why: "Sasti mein badhiya cheez ki kahani sabko pasand hai, aur prices wala haul woh post hai jo log agli market trip se pehle save karte hain.",
    firstPost:
      "₹500 lekar apne shehar ki street market jao, Sarojini Nagar ya Colaba Causeway jaisi, aur jo bhi lao har piece ke price ke saath dikhao.",
  },
  "Solo Travel": {
    name: "Solo Travel",
    why: "Pehli baar akele trip plan karne wale ko safety, paise aur akeli shaamon par ek imaandaar awaaz chahiye, aur yahi bharosa pakke followers banata hai.",
    firstPost:
      "Apni pehli solo trip ke liye pack ki hui paanch cheezein, aur woh ek cheez jo kaash aap saath le jaate.",
  },
  "Budget Backpacking": {
    name: "Budget Backpacking",
    why: "Students aur pehli naukri wale kam paison mein ghoomte hain, aur rupaye-rupaye ke hisaab wali trip woh post hai jo log save aur forward karte hain.",
    firstPost:
      "Apne paas ke kisi hill town mein poora weekend ₹5,000 ke andar: tickets, hostel aur khana, har rupaya screen par.",
  },
  "Luxury Resorts": {
    name: "Luxury Resorts",
    why: "Resorts dekhne mein mazedaar hain par galat chuno to mehenge padte hain, isliye seedha 'paisa vasool ya nahi' booking se pehle decision aasaan karta hai.",
    firstPost: "Room tour, jismein pehle hi second mein ek raat ka price ho aur end mein aapka imaandaar verdict.",
  },
  "Adventure Travel": {
    name: "Adventure Travel",
    why: "Trek, rafting aur lambi rides mein drama apne aap hota hai, to aapke kuch bolne se pehle hi footage logon ko rok leti hai.",
    firstPost:
      "Apna pichhla trek base se summit tak 30 seconds mein, saath mein kitna kharcha hua aur asal mein kitna fit hona pada.",
  },
  "Home Cooking": {
    name: "Home Cooking",
    why: "Har ghar mein roz 'aaj kya banega?' poocha jaata hai, aur kitchen mein pehle se rakhi cheezon se bani jaldi wali recipe save hoti hai aur family groups mein jaati hai.",
    firstPost:
      "Dal, chawal aur ek sabzi se 15 minute ka dinner, upar se shoot kiya hua aur har step screen par likha hua.",
  },
  "Street Food Reviews": {
    name: "Street Food Reviews",
    why: "Har shehar mein ek gali hoti hai jis par log behes karte hain, aur kisi famous thele par imaandaar verdict comments, tags aur visits kheenchta hai.",
    firstPost:
      "Apne aas-paas ke teen sabse famous chaat waalon ko rate karo, har plate ke price aur ek imaandaar line ke saath.",
  },
  "Healthy Recipes": {
    name: "Healthy Recipes",
    why: "Bahut log ghar ka khana chhode bina behtar khana chahte hain, aur jaani-pehchaani dishes ke halke versions theek yahi kami poori karte hain.",
    firstPost: "10 minute se kam mein high-protein nashta, sirf paas ki kirana dukaan ki cheezon se.",
  },
  Baking: {
    name: "Baking",
    why: "Baking video ke liye hi bani hai (phoolna, kaatna, andar ka scene), aur birthdays ki wajah se log poore saal cake dhoondhte rehte hain.",
    firstPost: "Pressure cooker mein bana bina ande ka chocolate cake, un sabke liye jinke ghar oven nahi hai.",
  },
  "Home Workouts": {
    name: "Home Workouts",
    why: "Zyadatar log roz gym nahi ja paate, to sirf ek mat aur chhote kamre wale routines unki asli zindagi mein fit baithte hain.",
    firstPost:
      "Bed ke bagal mein ho jaane wala 10 minute ka bina equipment wala routine, har move ki ginti screen par.",
  },
  "Yoga & Meditation": {
    name: "Yoga & Meditation",
    why: "Kamar dard, stress aur kharab neend roz ki pareshaniyan hain, aur ek shaant page jis par log laut-te rahein, unke routine ka hissa ban jaata hai.",
    firstPost:
      "Din bhar desk par baithne walon ke liye paanch stretches, har ek ko kitni der hold karna hai uske saath.",
  },
  Bodybuilding: {
    name: "Bodybuilding",
    why: "Gym jaane wale progress dhyaan se follow karte hain, aur hafte-dar-hafte ka asli badlaav kisi bhi chamakdaar clip se zyada bharosa jeet-ta hai.",
    firstPost:
      "Public progress log ka pehla din: aapka split, ek normal din ka khana aur aap abhi kahan se shuru kar rahe ho, uski imaandaar jhalak.",
  },
  "Marathon Training": {
    name: "Marathon Training",
    why: "Race ki ek date aur ek goal hota hai, to followers poori taiyaari mein saath chalte hain aur race wale din aapke liye cheer karte hain.",
    firstPost: "Apni race, target time aur plan ka pehla hafta batao, phir har Sunday update dene ka promise karo.",
  },
  "Gadget Reviews": {
    name: "Gadget Reviews",
    why: "Phone ya earbuds khareedne se pehle log aisa insaan dhoondhte hain jo use unki tarah use kare, aur price ke saath saaf verdict save hota hai.",
    firstPost: "₹2,000 se kam ke teen earbuds, calls, music aur battery ka ek-ek test, aur ek winner.",
  },
  "Programming Tutorials": {
    name: "Programming Tutorials",
    why: "Students aur career badalne walon ko chhote, saaf lessons chahiye, aur ek post mein ek idea interview se pehle save karke dobara dekhna aasaan hai.",
    firstPost:
      "Beginners jahan atakte hain woh ek cheez, jaise loop kaise chalta hai, ek minute se kam mein code screen par rakh kar samjhao.",
  },
  "Smartphone Photography": {
    name: "Smartphone Photography",
    why: "Phone camera sabke paas hai aur sabko usse behtar photos chahiye, aur before-after ek nazar mein result dikha deta hai.",
    firstPost: "Teen camera settings jo kisi bhi phone ki photos behtar kar dein, har ek ka before-after.",
  },
  "PC Building": {
    name: "PC Building",
    why: "PC badi khareed hai jis par log hafton research karte hain, aur prices wali parts list woh post hai jis par woh baar-baar laut-te hain.",
    firstPost:
      "Ek tay budget mein poora gaming PC, har part aur uska price screen par, aur us par kaun se games chalte hain.",
  },
  "eSports Commentary": {
    name: "eSports Commentary",
    why: "Bade tournaments mein bhaari live audience aati hai, aur fans ko abhi-abhi dekhe play par sharp analysis chahiye, jab tak baat taaza hai.",
    firstPost:
      "Pichhle bade BGMI ya Valorant tournament ka sabse accha clutch 30 seconds mein samjhao: kya hua aur kyun chala.",
  },
  "Indie Game Reviews": {
    name: "Indie Game Reviews",
    why: "Acche chhote games dhoondhna mushkil hai, to jo awaaz unhe baar-baar khoj laaye, use follow karne ki logon ke paas asli wajah hoti hai.",
    firstPost: "Ek indie game jise aur players milne chahiye, teen wajahon aur apne 30 seconds ke gameplay mein.",
  },
  "Live Streaming": {
    name: "Live Streaming",
    why: "Har hafte ek hi time par live aane se aate-jaate viewers regulars ban jaate hain, jo comments mein ek-doosre ko pehchaanne lagte hain.",
    firstPost: "Apna stream schedule post karo, saath mein pichhli stream ke sabse acche pal ki 20 second ki clip.",
  },
  "Retro Gaming": {
    name: "Retro Gaming",
    why: "Contra, Mario aur purana video game parlour poori ek generation ki saanjhi yaadein hain, aur purani yaadein sabse aasaani se share hoti hain.",
    firstPost:
      "Bachpan mein sabke TV game par jo game hota tha, uska pehla level khelo aur poocho ki kis-kis ko ab bhi yaad hai.",
  },
  "Digital Painting": {
    name: "Digital Painting",
    why: "Time-lapses dekhne mein sukoon dete hain, aur doosre artists har layer bante dekh kar seekhne ke liye follow karte hain.",
    firstPost: "Ek portrait ka sketch se final tak 30 second ka time-lapse, caption mein aapke brushes ki list.",
  },
  "Watercolor Tutorials": {
    name: "Watercolor Tutorials",
    why: "Watercolour mushkil lagta hai, aur beginners ko yeh chhote-chhote steps mein chahiye jinhe woh ek baar baith kar copy kar sakein.",
    firstPost:
      "Sirf teen rangon se paanch steps mein monsoon ka aasmaan paint karo, aur har rang ka naam screen par likho.",
  },
  Sketching: {
    name: "Sketching",
    why: "Bas ek pencil aur kaagaz chahiye, to aap roz post kar sakte ho, aur khaali panne ko chehra bante dekhna kabhi purana nahi hota.",
    firstPost: "Apne mohalle ki chai ki tapri 15 minute mein sketch karo aur use 30 seconds mein fast karke dikhao.",
  },
  Pottery: {
    name: "Pottery",
    why: "Chaak ghoomte dekhna hypnotic hai aur bahut kam creators ise dikhate hain, to lagataar post hone wale pottery page ke liye alag dikhne ki poori jagah hai.",
    firstPost:
      "Chaak par aapka pehla bowl, girne-bikharne samet: woh imaandaar koshish jise log dekhna pasand karte hain.",
  },
  "Stand-up Clips": {
    name: "Stand-up Clips",
    why: "Ek minute ka tight bit DMs mein door tak jaata hai, aur regular clips aapke pehle bade show se pehle hi audience bana deti hain.",
    firstPost:
      "Apne set ka sabse damdaar minute, kisi aisi cheez par jise har Indian family jaanti hai, jaise shaadi mein rishtedaar.",
  },
  "Funny Skits": {
    name: "Funny Skits",
    why: "Ghar, hostel aur office calls ke roz ke pal 'yeh to bilkul tu hai' ke saath share hote hain, aur har baar naye viewers laate hain.",
    firstPost: "30 second ka skit jismein Indian mummy 'mujhe bhookh nahi hai' sunti hai, dono roles aap khud nibhao.",
  },
  "Meme Reviews": {
    name: "Meme Reviews",
    why: "Memes roz badalte hain, to react karne ko hamesha kuch naya hota hai, aur followers comments mein apne favourites daalte hain.",
    firstPost: "Hafte ke paanch sabse zyada share hue memes ko 10 mein se rate karo, har ek par ek line ki commentary.",
  },
  Pranks: {
    name: "Pranks",
    why: "Bade reaction wala harmless prank baar-baar dekha aur bheja jaata hai, basharte saamne wala bhi hanse.",
    firstPost:
      "Bhai-behen ya kisi kareebi dost par ek harmless prank, jo sirf tabhi post ho jab woh dekh kar haan keh dein.",
  },
  "Study Tips": {
    name: "Study Tips",
    why: "Har exam season mein students padhne ke behtar tareeke dhoondhte hain, aur aaj raat kaam aane wali tip save hokar poore class group mein jaati hai.",
    firstPost: "Boards ya entrance exam ke liye aap poora ek din kaise plan karte ho, timetable screen par rakh kar.",
  },
  "Book Summaries": {
    name: "Book Summaries",
    why: "Bahut log un kitaabon ke ideas chahte hain jinhe padhne ka time nahi, aur ek sharp summary unke ghante bachati hai.",
    firstPost:
      "Ek kitaab, teen sabak, 60 seconds: shuruaat aisi kitaab se karo jiska naam aapki audience ne suna hai par padhi nahi.",
  },
  "Language Learning": {
    name: "Language Learning",
    why: "Spoken English ho, koi aur Indian language ya koi videshi bhasha, seekhne walon ko chhote rozana lessons chahiye jinhe woh bol kar practice kar sakein.",
    firstPost: "Pehle job interview ke liye paanch English phrases, har ek ke saath woh galti jo log aksar karte hain.",
  },
  "Science Experiments": {
    name: "Science Experiments",
    why: "End mein surprise wala experiment aakhri second tak dhyaan baandhe rakhta hai, aur teachers aur parents use bacchon tak pahunchaate hain.",
    firstPost: "Namak ke paani mein tairta anda: kitchen ka ek safe experiment, peeche ki science ek line mein.",
  },
  "Home Decor": {
    name: "Home Decor",
    why: "Kiraye ke kamron aur chhote flats ko saste aur aasaani se hatne wale ideas chahiye, aur before-after shots weekend plans ke liye save hote hain.",
    firstPost: "₹1,000 se kam mein apne kamre ka ek kona badlo, before aur after, har cheez kahan se aayi uske saath.",
  },
  "Upcycling Clothes": {
    name: "Upcycling Clothes",
    why: "Sabke paas kabhi na pehne jaane wale kapdon ka dher hai, aur unmein se kisi ko kuch naya bante dekhna bahut sukoon deta hai.",
    firstPost: "Purane dupatte se paanch steps mein tote bag banao, silai machine ki zaroorat nahi.",
  },
  Crafting: {
    name: "Crafting",
    why: "Tyohaar, birthdays aur school projects ki wajah se log poore saal craft ideas dhoondhte hain, aur har idea ek taiyaar cheez par khatam hota hai.",
    firstPost: "Kaagaz aur ghar mein padi cheezon se Diwali ki sajavat, 15 minute mein step by step.",
  },
  Woodworking: {
    name: "Woodworking",
    why: "Bahut kam creators lakdi ka kaam dikhate hain, aur khurdure phatton ko taiyaar cheez bante dekh kar scroll karna mushkil hai.",
    firstPost: "Bachi hui lakdi se sirf basic tools ke saath phone stand banao, aur caption mein tools ki list do.",
  },
};

/** The same six in Hinglish. */
export const HINGLISH_ENCOURAGEMENTS = [
  "{niche} mein ek nayi awaaz ke liye jagah hai. Ek mahine tak hafte mein teen baar post karo aur comments se jaano ki aage kya banana hai. 🚀",
  "{niche} ko apna banao: apna shehar, apna budget, apni boli. Bas shuru karo, perfect baad mein ho jayega! ✨",
  "{niche} pasand karne wale bahut hain; har hafte uske liye haazir rehne wale bahut kam. Woh aap bano. 💪",
  "{niche} mein chhote se shuru karo: is hafte teen posts, phir jo sabse zyada save ho, usi par aur zor lagao. 📌",
  "{niche} par apni pehli das posts ko practice maano, faisla nahi. Log unhi creators ko dhoondh paate hain jo lage rehte hain. 🌱",
  "{niche} follow karne walon ko detail pasand hai. Baaki sabse ek level gehraai mein jao, log isi ke liye aapko follow karenge. 🔍",
] as const;
