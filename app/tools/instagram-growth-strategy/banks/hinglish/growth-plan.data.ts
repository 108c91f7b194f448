import type { NichePlanBank } from "../plan-bank";

// The Hindi page's four-week plan without a topic, in Devanagari and in Hinglish: the English
// page's plan (growth-plan.data.ts) re-said for an Indian creator, week by week. As there, a
// figure appears only inside a sentence naming its source and date, the English page's own
// sources and dates; everything else is advice, without figures. No posting times.
// Slots: {piece}/{pieces} the format's word, {unit} a part of one, as the plan's writer fills them.

export const HINGLISH_SOURCES = {
  hashtags: "source: Instagram, December 2025",
  carousel: "source: Instagram, August 2024",
  reelLength: "source: Instagram, January 2025",
  signals: "source: Adam Mosseri, Instagram ke head, January 2025",
  trialReels: "source: Instagram, December 2024",
  original: "source: Instagram, April 2024",
} as const;

/** The same, in the week's Hinglish lines. */
export const HINGLISH_NEEDS = {
  collab: /\b(collab|partner|team up|swap)/i,
  remake: /\bremake\b/i,
  update: /\bupdate/i,
  covers: /\bcover style/i,
  highlights: /\bhighlights?\b/i,
  stickers: /\b(poll|quiz|sawaal|slider|sticker)\b/i,
  tagging: /\btag kar/i,
} as const;

const L = HINGLISH_SOURCES;

const M = HINGLISH_NEEDS;

export const HINGLISH_PLAN: NichePlanBank = {
  formatWords: {
    Reels: { piece: "Reel", pieces: "Reels", unit: "cut" },
    Posts: { piece: "carousel post", pieces: "carousel posts", unit: "slide" },
    Stories: { piece: "Story series", pieces: "Stories", unit: "frame" },
  },
  yours: () => "aapki",
  and: "aur",
  goals: {
    Reels: [
      [
        "Ek scroll mein saaf ho jaaye ki aapki Reels kis baare mein hain, aur pehli Reels daal do.",
        "Profile ready karo aur pehli Reels nikaalo; is hafte perfect se zyada zaroori hai post hona.",
        "Aisa page banao jise koi anjaan insaan ek Reel dekh kar follow kar le.",
      ],
      [
        "Reel ka aisa format dhoondho jo aap har hafte repeat kar sako.",
        "Ek series shuru karo aur har episode ko pehchaanna aasaan banao.",
        "Apne sabse acche idea se aisi series banao jiske liye log laut kar aayein.",
      ],
      [
        "Un logon tak pahuncho jo abhi aapko follow nahi karte.",
        {
          text: "Aisi Reels banao jo log doston ko bhejein, aur collab se kisi aur ki audience tak pahuncho.",
          needs: M.collab,
        },
        "Naye viewers ke saamne aao: collabs, shares aur apne niche ke comment sections ke zariye.",
      ],
      [
        "Jo chala us par aur zor lagao aur agla mahina set karo.",
        { text: "Apni sabse acchi Reel ko aur behtar remake karo, aur jo nahi chala use chhodo.", needs: M.remake },
        "Jo aadatein kaam aayin unhe rakho aur agle chaar hafte plan karo.",
      ],
    ],
    Posts: [
      [
        "Apne grid ko aisa page banao jise koi follow karna chahe, aur pehle carousels daalo.",
        "Profile theek karo aur save karne laayak carousels post karo.",
        "Page set karo aur pehli save hone wali posts nikaalo.",
      ],
      [
        "Carousel ka ek format chuno aur usi par series chalao.",
        { text: "Do cover styles test karo aur woh rakho jis par saves aayein.", needs: M.covers },
        "Apne carousels pehchaanne laayak banao: wahi structure, wahi look, har baar naya topic.",
      ],
      [
        "Apni posts save, share aur followers ke bahar tak dekhi jaayein, aisa karo.",
        {
          text: "Collab post se kisi aur ki audience tak pahuncho, aur ek carousel bheje jaane ke liye hi banao.",
          needs: M.collab,
        },
        "Collabs, shares aur apne niche ki baatcheet ke zariye naye logon tak pahuncho.",
      ],
      [
        "Jin posts se profile visits aayin, un par aur zor lagao.",
        { text: "Apna sabse accha carousel update karo, jis par saves aaye woh rakho, baaki chhodo.", needs: M.update },
        "Chaar hafton ke results se agle mahine ka plan banao.",
      ],
    ],
    Stories: [
      [
        {
          text: "Is hafte roz Stories mein dikho, aur naye logon ke liye dekhne laayak Highlights banao.",
          needs: M.highlights,
        },
        "Aadat banao: roz chhoti Stories jo bataayein ki aapka page kis baare mein hai.",
        { text: "Highlights set karo aur Stories ki aisi daily rhythm shuru karo jo nibha sako.", needs: M.highlights },
      ],
      [
        {
          text: "Replies pao: har din ki Stories mein tap karne ya jawab dene ko kuch rakho, jaise poll ya sticker.",
          needs: M.stickers,
        },
        "Stories ka ek regular segment shuru karo jiska log intezaar karein.",
        "Apni Stories ko announcement nahi, baatcheet banao.",
      ],
      [
        "Stories se naye log laao: takeovers, tags aur re-shares.",
        { text: "Re-share pao: apne aas-paas ke logon aur jagahon ko dikhao, aur unhe tag karo.", needs: M.tagging },
        "Jin logon aur jagahon ko aap dikhate ho, unke zariye followers ke bahar tak pahuncho.",
      ],
      [
        "Jin segments par replies aaye unhe rakho, baaki hatao, aur agla mahina plan karo.",
        "Mahine bhar ke replies ko agle mahine ka content banao.",
        "Chaar hafte ki Stories dekho aur woh rakho jinhe logon ne end tak dekha.",
      ],
    ],
  },
  checks: {
    Reels: [
      [
        "Har Reel ki insights kholo: kisne logon ko sabse der tak roka? Uski opening agle hafte ka template hai.",
        "Aapki kis Reel par sabse zyada shares aaye? Likh lo ki uske pehle seconds mein kya dikha.",
        "Kis Reel se sirf views nahi, follows aaye? Har Reel ki insights mein follows wala figure dekho.",
      ],
      [
        `Is hafte ki Reels ko watch time aur sends se rank karo, jinhe Instagram ke head ne sabse important signals mein gina (${L.signals}); top Reel agle hafte ka format tay karegi.`,
        "Kya series wale episodes akeli Reels se aage rahe? Haan to series rakho; nahi to idea badalne se pehle hook badlo.",
      ],
      [
        "Dekho ki har Reel ki reach ka kitna hissa un accounts se aaya jo aapko follow nahi karte; yeh hafta isi ke liye tha.",
        { text: "Kya collab wali Reel se follows aaye? Use apni normal Reel se mila kar dekho.", needs: M.collab },
        "Har Reel ke sends gino: sabse zyada bheji gayi Reel batati hai ki log aage kya badhana chahte hain.",
      ],
      [
        "Chaaron hafte saath rakho: sabse acche watch time aur saves wale formats rakho, sabse kamzor chhod do.",
        {
          text: "Remake ko original se milao: nayi opening jeeti to apni baaki acchi Reels bhi aise hi badlo.",
          needs: M.remake,
        },
        "Kis hafte sabse zyada naye followers aaye, aur us hafte aapne kya daala tha? Agla mahina usi ke aas-paas banao.",
      ],
    ],
    Posts: [
      [
        "Kis carousel ko sabse zyada saves mile? Uska cover aapka template hai.",
        "Apne carousels ke saves aur shares milao: jeetne wale ka topic agle hafte sabse pehle jaayega.",
        "Har post se aayi profile visits dekho: kisne logon ko aur dekhne par majboor kiya?",
      ],
      [
        { text: "Dono cover styles ke saves, unki reach ke hisaab se milao; jo jeete woh rakho.", needs: M.covers },
        "Kya series wali posts ko akeli posts se zyada saves mile? Mile hon, tabhi series rakho.",
        "Kis post se sabse zyada profile visits aayin? Samjho ki uske cover ne kya promise kiya tha.",
      ],
      [
        "Dekho ki har post ki reach ka kitna hissa non-followers se aaya; sabse acchi post batati hai ki kya door tak jaata hai.",
        { text: "Kya Collab post se follows aaye? Use apni normal post se mila kar dekho.", needs: M.collab },
        "Har post ke shares gino: sabse zyada share hui post aapki agli series hai.",
      ],
      [
        "Chaar hafton ki posts ko saves ke hisaab se line mein lagao: top formats rakho, sabse neeche wala chhodo.",
        "Kis hafte sabse zyada follows aaye, aur us hafte aapne kya daala tha? Agla mahina usi par banao.",
        "Mahine bhar ke comments padho: jo sawaal sabse zyada poocha gaya, wahi agle mahine ka pehla carousel hai.",
      ],
    ],
    Stories: [
      [
        "Har din ki Stories ke exits aur forward taps dekho: jis frame par log nikalte hain, wahi kaatna hai.",
        "Din ki pehli Story kitnon ne dekhi, aur aakhri tak kitne pahunche? Bada farak matlab series bahut lambi hai.",
        "Kis din ki Stories par sabse zyada replies aaye? Agle hafte wahi aur karo.",
      ],
      [
        "Har din ke sticker taps aur replies gino: jis segment par sabse zyada aayein, wahi rakhna hai.",
        { text: "Kis poll ya sawaal par sabse zyada jawab aaye? Top jawab ko ek post banao.", needs: M.stickers },
        "Segment wale dinon ke exits baaki dinon se milao; log rukein tabhi segment rakho.",
      ],
      [
        {
          text: "Jinhe aapne tag kiya, kya unmein se kisi ne re-share kiya? Note karo aur unhe phir dikhao.",
          needs: M.tagging,
        },
        "Is hafte Stories se aayi profile visits aur follows dekho; naye log sabse pehle yahin dikhte hain.",
        "Kaunsi Story sabse zyada share ya send hui? Yahi aapki audience aage badhana chahti hai.",
      ],
      [
        "Sabse zyada replies wale segments rakho, sabse zyada exits wala chhodo, aur agla mahina plan karo.",
        "Chaar hafte ke replies dobara padho: jo sawaal sabse zyada aaya, wahi agle mahine ki pehli post hai.",
        "Pehle hafte aur is hafte, aakhri frame tak pahunchne walon ko milao: zyada matlab aapki series tight ho gayi.",
      ],
    ],
  },
  typeActions: {
    Reels: [
      [
        {
          text: "Bio ek line mein theek karo: aap kya daalte ho aur kiske liye. Phir woh Reels pin karo jo ise sabse acche se dikhati hain.",
          at: "start",
        },
        { text: "Agle hafte ki Reels ek hi baar mein shoot karo: wahi light, wahi jagah, alag-alag ideas.", at: "end" },
        "Har Reel ka cover frame chuno, taaki aapka grid dhundhla nahi, menu jaisa dikhe.",
        `Repost ki jagah apni footage shoot karo: Instagram ne kaha hai ki recommendations mein original content reposts se aage rehta hai (${L.original}).`,
      ],
      [
        "Hafte ke sabse acche comment ka jawab video reply se do; agli Reel ka idea wahin se mil jaata hai.",
        "Ek idea ko alag hook se daalo (result ki jagah sawaal se shuruaat) aur dekho kaun logon ko zyada rokta hai.",
        `Length tabhi badhao jab kahani maange: Reel teen minute tak ki ho sakti hai (${L.reelLength}), par har second kaam ka hona chahiye, ek bhi khincha hua nahi.`,
      ],
      [
        `Ek Reel ko trial Reel ki tarah daalo, jise Instagram pehle non-followers ko dikhata hai (${L.trialReels}), aur accha chale tabhi followers ko dikhao.`,
        "Post karne ke baad har comment ka jawab do, aur un creators par asli comments karo (emoji nahi) jinhe aapki audience bhi follow karti hai.",
        "Har nayi Reel ko poll ke saath apni Stories mein share karo, taaki jin followers se chhooti, woh bhi dekh lein.",
      ],
      [
        "Mahine ki apni sabse acchi Reel ko aur tez pehli line aur kase hue beech ke hisse ke saath remake karo.",
        "Apni sabse acchi Reel ko carousel ya Story series mein badlo, taaki ek idea do baar kaam aaye.",
        {
          text: "Mahine bhar ke comments aur DMs padho, aur har sawaal ko aage ki Reel ke idea ki tarah save karo.",
          at: "end",
        },
      ],
    ],
    Posts: [
      [
        {
          text: "Bio ek line mein theek karo: aap kya daalte ho aur kiske liye. Phir woh posts pin karo jo ise sabse acche se dikhati hain.",
          at: "start",
        },
        "Ek cover template banao (ek font, ek rang, wahi layout) taaki har carousel grid mein pehchaana jaaye.",
        { text: "Agle hafte ke captions ek hi baar mein likho, sabse pehle hook wali line.", at: "end" },
        `Har carousel utna hi lamba rakho jitna idea maange: ek carousel mein 20 slides tak aa sakti hain (${L.carousel}), aur zyadatar ideas ko isse kahin kam chahiye.`,
      ],
      [
        "Har comment ka asli jawab do, aur sabse accha sawaal agle hafte ki post ke liye save karo.",
        "Ek post par doosra cover style try karo (photo ki jagah bold sawaal) aur saves mila kar dekho.",
        "Ek photo carousel mein music lagao aur dekho ki log us par zyada der rukte hain ya nahi.",
      ],
      [
        "Har nayi post ko question sticker ke saath Stories mein share karo, taaki jinse chhooti woh bhi dekh lein.",
        "Un creators ki posts par asli comments karo (emoji nahi) jinhe aapki audience bhi follow karti hai.",
        "Comments ka jawab apne ek sawaal ke saath do, taaki baatcheet chalti rahe.",
      ],
      [
        "Apne sabse acche carousel ko Reel mein badlo, taaki woh un tak pahunche jo swipe nahi karte.",
        {
          text: "Mahine bhar ke comments aur DMs padho, aur har sawaal ko aage ke carousel ki tarah save karo.",
          at: "end",
        },
        "Grid mein sabse upar 'yahan se shuru karo' wali posts pin karo: woh jo naya visitor sabse pehle dekhe.",
      ],
    ],
    Stories: [
      [
        {
          text: "Bio ek line mein theek karo: aap kya daalte ho aur kiske liye. Jise Story pasand aati hai, woh agla yahi dekhta hai.",
          at: "start",
        },
        "Din bhar ki jagah ek-do baar mein Stories daalo, taaki har din ek chhote episode jaisa lage.",
        "Text bada, chhota aur kinaron se door rakho, taaki reply bar ke neeche kuch na chhupe.",
      ],
      [
        "Har din ki Stories mein ek sticker lagao (poll, quiz, slider ya sawaal).",
        "Har Story reply ka jawab usi din do; Stories hi woh jagah hai jahan followers palat kar baat karte hain.",
        "Question box ke sabse acche jawab chhoti clips se do, aur unhe ek Highlight mein save karo.",
      ],
      [
        "Apni nayi posts aur Reels ko Stories mein tap karne ki wajah ke saath share karo, sirf 'new post' likh kar nahi.",
        "Jab bhi aisi cheez ka zikr karo jiske baare mein log poochenge, link sticker lagao, taaki kisi ko 'link please' DM na karna pade.",
        "Ek baar chhote Q&A ke liye Live jao, aur ek din pehle Stories mein bata do.",
      ],
      [
        "Apne Highlights saaf karo: sirf sabse acche frames, naye covers, sabse naya sabse upar.",
        { text: "Ek 'kuch bhi poocho' chalao aur sawaalon ko agle mahine ke ideas ki tarah save karo.", at: "end" },
        "Mahine bhar ke polls dobara dekho aur note karo ki audience ne kya chuna; agle mahine ki free research yahi hai.",
      ],
    ],
  },
  nicheHashtags: {
    Food: {
      Reels: `Dobara use hone wala hashtag set banao, zyada se zyada 5 tags, jo ek post ke liye Instagram ki limit hai (${L.hashtags}): dish, cuisine, aapke shehar ka food tag aur do community tags, sabse bade wale kabhi nahi.`,
      Posts: `Dobara use hone wala hashtag set banao, zyada se zyada 5 tags, jo ek post ke liye Instagram ki limit hai (${L.hashtags}): dish, cuisine, diet ya tyohaar ka tag, aapka shehar aur #indianfoodbloggers jaisa community tag.`,
      Stories:
        "Jis bhi restaurant ya thele ko dikhao, us par location sticker lagao, aur dish ka ek tag; poore hashtag sets posts aur Reels ke liye rakho.",
    },
    Fashion: {
      Reels: `Dobara use hone wala hashtag set banao, zyada se zyada 5 tags, jo ek post ke liye Instagram ki limit hai (${L.hashtags}): look ke liye ek, jaise #ethnicwear ya #streetstyleindia, ek occasion ke liye, ek aapke shehar ke liye aur do style ke liye.`,
      Posts: `Dobara use hone wala hashtag set banao, zyada se zyada 5 tags, jo ek post ke liye Instagram ki limit hai (${L.hashtags}): do style ke liye, do occasion ke liye aur #mumbaifashion jaisa ek local tag.`,
      Stories:
        "Jahan log ja sakein, aisi jagah shopping ya shoot karo to location sticker lagao, aur look ka ek tag; poore hashtag sets posts aur Reels ke liye rakho.",
    },
    Travel: {
      Reels: `Dobara use hone wala hashtag set banao, zyada se zyada 5 tags, jo ek post ke liye Instagram ki limit hai (${L.hashtags}): jagah, state, #budgettravel jaisa aapka travel style aur do community tags, saath mein location tag.`,
      Posts: `Dobara use hone wala hashtag set banao, zyada se zyada 5 tags, jo ek post ke liye Instagram ki limit hai (${L.hashtags}): jagah, ilaaka, aapka travel style aur do medium size ke community tags, saath mein location tag.`,
      Stories:
        "Trip ke har frame par location sticker lagao, aur jagah ka ek tag; poore hashtag sets posts aur Reels ke liye rakho.",
    },
  },
  nicheActions: {
    Food: {
      Reels: [
        [
          "Aisi recipe Reel daalo jo sabse acche pal se khule (tadke ki chhann, plate ya cup mein serve karna, pehla niwala ya pehli chuski) aur uske baad hi pehle step par jaaye.",
          "'Busy din ka dinner' Reel daalo: ek dish, aapka asli kitchen, quantity screen par aur koi lamba intro nahi.",
          "Apne paas ki street food Reel shoot karo: thela, screen par price aur ek imaandaar line mein verdict.",
          "Ghar ke khane ki aisi dish ki Reel daalo jo aapke ghar mein sabse alag banti hai, aur poocho ki unke yahan kaise banti hai.",
          {
            text: "Recipes, street food aur kitchen basics ke Highlights banao, taaki naye visitors aapki range dekh sakein.",
            at: "start",
          },
        ],
        [
          "'Hostel kitchen' ya 'Bache khane ka jugaad' jaisi naam wali series shuru karo, aur pehle do episodes daalo.",
          "Ek Reel mein ek recipe do tarah se dikhao (classic aur shortcut) aur poocho ki log kis team mein hain.",
          "'Restaurant vs ghar ka' shoot karo, dono ka price screen par aur imaandaar verdict.",
          "Har kitchen mein milne wali ek cheez se teen dishes banao, jaise besan ya bache hue chawal.",
        ],
        [
          "Kisi local restaurant, home baker ya cloud kitchen ke saath tasting Reel par collab karo, jo dono profiles par jaaye.",
          "Woh jagahein dikhao jahan aap shehar ghoomne aaye dost ko le jaoge, kya order karna hai aur price screen par.",
          "Kisi doosre food creator ke saath cook-off karo: wahi dish, wahi budget, aur followers comments mein vote karein.",
          "Alag-alag states ek hi dal kaise banate hain, yeh dikhao aur poocho ki asli kaunsi hai; baaki kaam comments kar denge.",
        ],
        [
          "Apni sabse acchi recipe ka part two daalo: woh version jo logon ne comments mein maanga.",
          "Mahine ki sabse acchi dishes ka roundup Reel daalo, end mein 'agle hafte ke menu ke liye save kar lo'.",
          "Season special pehle se shoot karo (aam ka season, monsoon snacks ya tyohaar ki mithai, jo bhi aage aa raha ho) taaki logon ke dhoondhne se pehle ready rahe.",
          "Poll chalao ki log aage kya seekhna chahte hain, aur jo jeete use sabse pehle shoot karo.",
        ],
      ],
      Posts: [
        [
          "Recipe card wala carousel daalo: cover par taiyaar plate, doosri slide par saamaan, uske baad har slide par ek step.",
          "Apne ilaake ka 'kahan khayein' carousel daalo: har slide par ek jagah, kya order karein aur kitne ka hai.",
          "Pantry basics ka carousel daalo: woh masale aur saamaan jo aap sach mein use karte ho, aur kya khareedna chhod doge.",
          "Covers din ki roshni mein khidki ke paas shoot karo; aisi plate jiska swaad lagbhag aa jaaye, kisi bhi filter se behtar hai.",
        ],
        [
          "Carousel series shuru karo, jaise dono ke price ke saath 'Restaurant vs ghar ka', aur pehli do posts daalo.",
          "'Dal kharab karne wali galtiyan' carousel daalo, har slide par ek galti aur uska ilaaj.",
          "Meal-prep carousel daalo: hafte ke har din ki ek slide, aur end mein shopping list.",
          "Us sabzi ko paanch tarah se banao jisse sab bore ho chuke hain.",
        ],
        [
          "Kisi doosre food creator se recipe swap karo: dono ek-doosre ki dish banayein aur Collab post ki tarah daalein.",
          "Apne shehar ka food map daalo, har slide par ek ilaaka, us dost ko bhejne ke liye jo ghoomne aa raha hai.",
          "Kisi home cook ya thele wale aur unki khaas dish ko feature karo, tag aur credit ke saath.",
          "Hafte bhar ke tiffin ideas daalo, aisa carousel jo families WhatsApp par forward karti hain.",
        ],
        [
          "Apni sabse zyada save hui recipe ka updated version daalo, comments mein mile suggestions ke saath, credit dekar.",
          "Mahine ki recipes ka index carousel daalo, taaki naye followers sab ek saath dekh sakein.",
          "Agle mahine ke covers season ki sabziyon aur tyohaaron ke hisaab se ready karo.",
          "Followers se kisi dish ka unke ghar wala version poocho, aur sabse acche jawabon ka carousel banao, credit ke saath.",
        ],
      ],
      Stories: [
        [
          "Din ki shuruaat do dishes ke beech 'aaj raat kya bane?' poll se karo, aur shaam ko jeetne wali dish bante dikhao.",
          "Asli kitchen dikhao: taiyaari, bikhraav aur kabhi-kabhaar ki gadbad; chamak-damak grid ke liye hai.",
          "Prices ke saath grocery haul daalo, aur us saamaan par quiz sticker jise log aksar galat samajhte hain.",
          {
            text: "Nashta, Tiffin, Street Food aur Mithai jaise Highlights banao, aur har food Story kisi ek mein rakho.",
            at: "start",
          },
        ],
        [
          "Har hafte 'koi bhi recipe poocho' wala question box shuru karo, aur sabse acche sawaalon ke jawab chhoti clips se do.",
          "'Meri thali rate karo' wala din rakho: followers DM mein photo bhejein, aur ijaazat lekar sabse acchi re-share karo.",
          "'Yeh ya woh' wala din rakho (chai ya coffee, idli ya poha) aur agli subah results daalo.",
          "Stories mein ek dish step by step banao, ready hone ke time ke liye countdown sticker ke saath.",
        ],
        [
          "Jis bhi restaurant, thele ya brand ko dikhao, use location sticker ke saath tag karo; bahut se re-share karte hain.",
          "Kisi doosre shehar ke food creator ke saath Stories takeover swap karo: unka street food, aapke followers.",
          "Followers ne aapki recipe jo banayi, use ijaazat lekar re-share karo; feature hona logon ko accha lagta hai.",
          "Question box mein poocho 'is weekend kahan khaun?', phir jeetne wali jagah ka Stories mein review karo.",
        ],
        [
          "Mahine ki sabse zyada replies wali food Stories ko recipe Reel ya carousel mein badlo.",
          "'Mahine bhar ka khana' recap daalo aur poocho ki log aur kya dekhna chahte hain.",
          "Agle mahine ke regular segments (poll wala din, recipe Q&A) ka announcement countdown sticker ke saath karo.",
        ],
      ],
    },
    Fashion: {
      Reels: [
        [
          "Aisi outfit Reel daalo jo taiyaar look se khule, phir cut karke dikhaye ki aapne use kaise banaya.",
          "'Ek kurta, paanch tareeke' (ya ek jeans) daalo, har look screen par itni der ki theek se dikhe.",
          "Imaandaar fit notes ke saath try-on shoot karo: size, fabric, kahan kheenchta hai, aur price.",
          "Aane wale kisi occasion ke liye 'ismein kya pehnein' daalo: office, shaadi ka koi function ya college fest.",
        ],
        [
          "'Office mein kya pehnu?' ya 'Thrift finds' jaisi naam wali series shuru karo, aur pehle do episodes daalo.",
          "GRWM daalo jismein look style karte hue voiceover mein kisi asli baat par bolo (interview, shaadi, pehla din).",
          "Teen looks dikhao aur comments se chunwao ki Sunday ko aap kaunsa pehnoge.",
          "'Saste outfit ko mehenga kaise dikhayein' daalo, aise fixes ke saath jo camera par dikhein.",
        ],
        [
          "Kisi local boutique, darzi ya thrift seller ke saath styling Reel par collab karo, jo dono profiles par jaaye.",
          "Aisi Reel daalo jo log dost ko bhejein: 'jab dress code casual bataya jaaye' wale pal jo aapki audience jaanti hai.",
          "Kisi doosre creator ke saath style swap karo: dono ek-doosre ki almari se ek piece style karein, aur dono post karein.",
          "Kisi follower ka piece style karo: DM mein ek cheez maango aur camera par uske aas-paas look banao.",
        ],
        [
          "Apni sabse acchi Reel ka part two daalo: wahi format, agle season ke pieces ke saath.",
          "Mahine ke outfits ki capsule Reel daalo, kuch hi pieces se, end mein 'agli trip ke liye save kar lo'.",
          "Aane wale waqt ke looks (shaadi ka season, monsoon, tyohaar) pehle hi shoot kar lo, logon ke dhoondhne se pehle.",
          "Mahine bhar mein followers ne jis outfit ko vote diya, use teen tarah se style karke daalo.",
        ],
      ],
      Posts: [
        [
          "Lookbook carousel daalo: har slide par ek outfit, price aur kahan se liya uske saath.",
          "Wardrobe basics ka carousel daalo: pehle kaunse pieces khareedein aur kise chhodein.",
          "'Wide-leg jeans kaise pehnein' daalo, har slide par ek styling idea.",
          "Din ki roshni mein ek hi saadi deewar ke saamne shoot karo, taaki phone camera par bhi grid planned lage.",
        ],
        [
          "'Dupe vs original' ya 'Ek piece, paanch tareeke' jaisi carousel series shuru karo, aur pehli do posts daalo.",
          "Hamesha jamne wale colour combinations daalo, har slide par asli outfit ke saath.",
          "Occasion guide daalo: haldi, sangeet aur reception mein kya pehnein, har ek ki ek slide.",
          "Fit guide daalo: kurta, blazer ya jeans kaise fit honi chahiye, aur na ho to kya karein.",
        ],
        [
          "Apne niche ke padosi creator, jaise makeup artist ya jeweller, ke saath Collab post ki tarah guest carousel swap karo.",
          "Doston ke saath plan ho rahi trip ke outfits daalo, trip ke har din ka ek, bheje jaane ke liye bana hua.",
          "Kisi local designer ya darzi aur unke kaam ko feature karo, tag aur credit ke saath.",
          "Teen budgets mein festive looks daalo, woh carousel jo log kisi function se pehle apne cousins ko bhejte hain.",
        ],
        [
          "Apna sabse zyada save hua carousel naye pieces ke saath update karo aur agle season ke version ki tarah daalo.",
          "Mahine ke outfits ka index carousel daalo, taaki naye followers ek swipe mein aapki range dekh lein.",
          "Agle mahine ke covers calendar ke hisaab se ready karo: shaadiyan, tyohaar, college ka season.",
          "Followers se poocho ki woh aage kya khareedne wale hain, aur mahine ka pehla carousel jawabon se banao.",
        ],
      ],
      Stories: [
        [
          "Roz 'yeh fit rate karo' slider shuru karo, aur nikalne se pehle do outfits ke beech 'yeh ya woh' poll.",
          "Taiyaar hona dikhao, woh outfits bhi jo reject ho gaye.",
          {
            text: "Try-ons, Styling Tips aur Shop My Look jaise Highlights banao, aur har Story kisi ek mein rakho.",
            at: "start",
          },
          "Imaandaar fit notes (size, fabric, kya kheenchta hai) ke saath try-ons daalo, aur piece ka link sticker.",
        ],
        [
          "Har hafte 'styling par kuch bhi poocho' question box shuru karo, aur jaldi wale try-ons se jawab do.",
          "'Meri almari style karo' wala din rakho: followers vote karein ki aap agla kaunsa piece style karoge.",
          "Nayi shopping ke liye 'haul ya fail' wala din rakho, har ek par imaandaar poll ke saath.",
          "Friday fit check shuru karo jiska log har hafte intezaar kar sakein.",
        ],
        [
          "Jis bhi brand, boutique aur darzi ko dikhao, unhe tag karo; bahut se re-share karte hain, aur unke followers aapko dhoondh lete hain.",
          "Milte-julte size ke fashion creator ke saath Stories takeover swap karo, aur ek-doosre ke try-ons re-share karo.",
          "Jin followers ne aapke looks dobara banaye, unhe ijaazat lekar re-share karo.",
          "Kisi local market ya exhibition ko Stories mein cover karo, location sticker aur prices ke saath.",
        ],
        [
          "Mahine ke sabse zyada replies wale try-ons ko Reel ya carousel mein badlo.",
          "Mahine bhar ke outfits ka recap daalo aur poocho ki log kaunsa look dobara banwana chahte hain.",
          "Followers se poocho ki agle mahine unhe kya pehnna hai, aur apne try-ons unhi jawabon par plan karo.",
        ],
      ],
    },
    Travel: {
      Reels: [
        [
          "Aisi Reel daalo jo pichhli trip ke sabse acche nazaare se khule, asli kharcha screen par aur pahunchne ka tareeka caption mein.",
          {
            text: "Purani trips ki footage edit karke backlog bana lo, taaki do trips ke beech page kabhi chup na rahe.",
            at: "start",
          },
          "Weekend walon ke liye apne shehar ke paas ki chhupi jagahein daalo, raasta caption mein.",
          "Asli awaaz ke saath POV safar daalo: train, ghat, bazaar.",
          "Pichhli trip mein kya pack kiya aur kya kabhi use nahi hua, woh daalo.",
        ],
        [
          "'Budget mein weekend' ya 'Locals ki favourite jagahein' jaisi naam wali series shuru karo, aur pehle do episodes daalo.",
          "Itinerary Reel daalo, har cut mein ek din, end mein total kharcha.",
          "Apni jaani-pehchaani jagah par ki gayi galtiyan daalo, taaki aapke viewers na karein.",
          "'Asal mein kitna kharcha hota hai' wala breakdown daalo, har rupaya screen par.",
        ],
        [
          "Kisi homestay, cafe ya local guide ke saath Reel par collab karo, jo dono profiles par jaaye; unhe content milta hai, aap unke guests tak pahunchte ho.",
          "Aisi Reel daalo jo log apne trip group mein bhejein: plan karne wala dost vs bas aa jaane wala dost.",
          "Doosre state ke travel creator ke saath team up karo: apne-apne shehar ki must-do cheezein, ek-ek Reel.",
          "Apne shehar se agle long weekend ka plan daalo, raaston aur mote kharche ke saath.",
        ],
        [
          "Apni sabse acchi Reel ka part two daalo: agla padaav, ya wahi jagah kisi aur mausam mein.",
          "Mahine ki jagahon ka roundup daalo, end mein 'agle long weekend ke liye save kar lo'.",
          "Aane wale mausam ke liye pehle se shoot karo (monsoon treks, sardiyon ke pahaad, tyohaar ki trips) taaki logon ke plan karne se pehle post ho.",
          "Followers se poocho ki aage kahan jaayein, aur jo jeete use agle mahine ki pehli series banao.",
        ],
      ],
      Posts: [
        [
          "Apni jaani hui jagah ka guide carousel daalo: kaise pahunchein, kahan rukein, kya khayein, har slide par ek local tip.",
          "Ek tarah ki trip (pahaad, beach ya teerth) ki packing list ka carousel daalo, har slide par ek category.",
          "Pichhli trip ka photo dump daalo, aise caption ke saath jo chhoti guide ka kaam kare.",
          "Captions chhoti lines mein likho (timings, kiraaya, kahan ruke), emoji ko bullet points bana kar, taaki nazar daalte hi samajh aaye.",
        ],
        [
          "Din-ba-din itinerary ki carousel series shuru karo, har post mein ek jagah, aur pehli do posts daalo.",
          "Kisi ek jagah ke liye 'meri galtiyan, taaki aap na karo' daalo.",
          "Budget breakdown daalo: safar, rukna, khana aur baaki, aakhri slide par total.",
          "Kisi ek jagah ki 'kab jaayein' guide daalo, mausam-dar-mausam, kya khula rehta hai aur kya nahi.",
        ],
        [
          "Kisi photographer ya saathi traveller ke saath ek hi trip se Collab post par team up karo.",
          "Apne shehar se weekend trips daalo, har slide par ek, safar ke time ke saath, bheje jaane ke liye bana hua.",
          "Kisi local guide, homestay wale ya kaarigar ko feature karo, tag aur credit ke saath.",
          "Solo trips ke liye safety basics daalo, woh carousel jo log jaane se pehle dost ko bhejte hain.",
        ],
        [
          "Apni sabse zyada save hui guide naye prices aur tips ke saath update karo, aur is season ke version ki tarah daalo.",
          "Ab tak ki har guide ka index carousel daalo, taaki naye followers apni agli trip dhoondh sakein.",
          "Agle mahine ke covers mausam aur long weekends ke hisaab se ready karo.",
          "Followers se poocho ki kis jagah ki poori guide chahiye, aur jo jeete usse shuruaat karo.",
        ],
      ],
      Stories: [
        [
          "Apni trip ya weekend ki ghumai jaise-jaise ho, waise daalo: subah ka nazaara, lunch kitne ka pada, wapsi ka raasta.",
          "Reveal se pehle 'Batao main kahan hoon?' wala quiz sticker lagao.",
          {
            text: "Har jagah ka ek Highlight banao, jagah ke naam se, taaki naye followers sab dekh sakein.",
            at: "start",
          },
          "Ghar wale dinon mein purani yaadein aur planning daalo: map, bookings, budget.",
        ],
        [
          "Har hafte 'aage kahan jaun?' poll shuru karo, aur jo jeete wahan sach mein jao.",
          "'Meri ghoomi hui kisi bhi jagah ke baare mein poocho' question box chalao, aur trip ki clips se jawab do.",
          "Trip wale din kisi thele par ya kisi activity se pehle 'yeh try karun?' poll daalo.",
          "Har travel day ke end mein 'aaj kitna kharcha hua' wala frame daalo.",
        ],
        [
          "Jis bhi cafe, stay aur tour wale ko use karo, unhe tag karo; bahut se re-share karte hain, aur unke guests aapko dekhte hain.",
          "Doosre state ke travel creator ke saath Stories takeover swap karo.",
          "Aapki suggest ki hui jagahon se followers ki photos ijaazat lekar re-share karo.",
          "Kisi local event ya mele ko location sticker ke saath Stories mein cover karo, unke liye jo nahi ja paaye.",
        ],
        [
          "Jin jagahon ke baare mein sabse zyada poocha gaya, unhe Reel ya carousel mein badlo.",
          "Mahine bhar ki trips ka recap daalo, aur poll ki kiski poori guide bane.",
          "Agle mahine ki trip ka announcement countdown sticker aur suggestions ke question box ke saath karo.",
          "Followers se unki chhupi jagahein poocho, aur sabse acche jawab par trip plan karo.",
        ],
      ],
    },
  },
};
