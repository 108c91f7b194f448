import { HINGLISH_NEEDS, HINGLISH_SOURCES } from "./growth-plan.data";
import type { TopicPlanBank } from "../plan-bank";

// The Hindi page's plan for a page about one topic, in Devanagari and in Hinglish: what to post
// each week for the kind of thing it is, as the English page's topic-plan.data.ts, re-said for an
// Indian creator. Slots: {s} the subject ({S} at a sentence's start, for Hinglish), {a} and {b}
// ({A}, {B}) a comparison's sides, {piece}/{pieces}/{unit} the format's words, {tags}/{tag} the
// topic map's tags. No {where}: a plan that needs a place says "{place} में" only where it is named,
// and these plans need none. No figures, except the hashtag limit with its source.

const L = HINGLISH_SOURCES;

const M = HINGLISH_NEEDS;

export const HINGLISH_TOPIC_PLAN: TopicPlanBank = {
  topicGoals: [
    [
      "Ek scroll mein saaf ho jaaye ki yeh page {s} ke baare mein hai, aur pehli {pieces} daal do.",
      "Profile aisi banao ki ek nazar mein dikhe ki page {s} ke baare mein hai, aur aisi pehli {pieces} daalo jo yeh baat saabit karein.",
    ],
    [
      "{S} par aisi series banao jiske liye log laut kar aayein.",
      "{S} ka woh angle dhoondho jo aap har hafte repeat kar sako.",
    ],
    [
      "Un logon tak pahuncho jinhe {s} se matlab hai par jo abhi aapko follow nahi karte.",
      {
        text: "Apni {s} wali {pieces} share karwao, aur collab se us audience tak pahuncho jise {s} pehle se pasand hai.",
        needs: M.collab,
      },
    ],
    [
      "{S} ki jo {pieces} chalin, un par aur zor lagao, aur agla mahina plan karo.",
      "{S} ke liye jo chala woh rakho, jo nahi chala woh chhodo, aur agle mahine ka plan banao.",
    ],
  ],
  kindActions: {
    product: [
      [
        "Aisi {piece} daalo jo {s} par buyer ka sawaal (kya yeh paisa vasool hai?) asli use ke saboot ke saath suljhaaye, studio table par nahi.",
        "{S} par apne imaandaar first impressions daalo: kya chaunkaya, kya khatka, aur yeh kiske liye hai.",
        "'{S}: khareedne se pehle jaan lo' daalo, price aur uski kami ke saath.",
      ],
      [
        "'{S}, ek mahine baad' series shuru karo: kya tika aur kya nahi.",
        "{S} ko uske seedhe option ke saamne rakho, dono ke price ke saath, aur batao aap kaunsa khareedoge.",
        "{S} ki care ya setup wali {piece} daalo jise uske owners save karein.",
      ],
      [
        "Kisi dukaan, service centre ya shopping par review karne wale creator ke saath {s} ke fair comparison par team up karo.",
        "'{S} kise nahi khareedna chahiye' daalo; imaandaari share hoti hai.",
        "Comments mein aaye {s} ke buyers wale sawaalon ke jawab ek {piece} mein do.",
      ],
      [
        "{S} par apna long-term verdict daalo: kya aap ise dobara khareedoge?",
        "Alag-alag budget mein {s} ke sabse acche options daalo.",
        "{S} par mahine bhar ke sawaal ek FAQ {piece} mein ikattha karo.",
      ],
    ],
    brand: [
      [
        "'Beginners ke liye {s}' daalo: aap pehle kya khareedoge aur kya chhodoge.",
        "Aapke paas {s} ki jo cheezein hain, un par prices ke saath imaandaar hit ya miss daalo.",
        "{S} par aapki audience jo sawaal baar-baar poochti hai (kya lena vasool hai?), uska jawab saboot ke saath do.",
      ],
      [
        "'{S} finds' series shuru karo, har episode mein ek imaandaar pick.",
        "{S} ko uske competitors ke saamne rakho: har ek ki wahi cheez, imaandaari se comparison.",
        "{S} mein kya full price par lena vasool hai aur kiske liye sale ka intezaar karo, yeh daalo.",
      ],
      [
        "Jo creators {s} ke competitor brands cover karte hain, unke saath fair side-by-side par collab karo, aur kuch sponsored ho to saaf batao.",
        "Kam budget mein {s} se kya loge, woh daalo, woh {piece} jo log sale se pehle doston ko bhejte hain.",
        "Followers ke {s} wale sawaalon ke jawab ek {piece} mein do.",
      ],
      [
        "Is mahine {s} ki jo cheez sabse zyada use ki, woh daalo, aur kya aap use dobara khareedoge.",
        "{S} ke saste options daalo jo kaam kar dete hain.",
        "Agla mahina {s} ke launches aur sales ke aas-paas plan karo, aur review har haal mein imaandaar rakho.",
      ],
    ],
    place: [
      [
        "Woh {piece} daalo jo log trip plan kar rahe dost ko bhejte hain: pehle {s} ka sabse accha nazaara, phir asli kharcha aur pahunchne ka tareeka.",
        "'{S}: jaane se pehle jaan lo' daalo: sahi waqt, kharcha, ghoomne ka tareeka aur ek local tip.",
        "{S} ko jaise-jaise ghoomo, waise daalo: subah, lunch kitne ka pada aur 'yeh try karun?' poll.",
      ],
      [
        "{S} ki chhupi jagahon ki series shuru karo, har episode mein ek jagah.",
        "{S} mein asal mein kitna kharcha hota hai, woh daalo, har rupaye ka hisaab.",
        "{S} mein local log kahan khaate aur chill karte hain, woh daalo, har episode mein ek jagah.",
      ],
      [
        "{S} ke kisi homestay, cafe, guide ya photographer ke saath Collab {piece} par partner karo.",
        "{S} mein pehli baar jaane walon ki galtiyan daalo, woh {piece} jo log trip plan karne wale ko bhejte hain.",
        "{S} ko aise mausam mein dikhao jiske baare mein log sochte nahi, aur tab kya alag hota hai.",
      ],
      [
        "{S} ki apni sabse acchi guide naye prices ke saath update karo aur is season ke version ki tarah daalo.",
        "'Agar {s} mein sirf ek din ho' daalo.",
        "Followers se poocho ki {s} ke baare mein unhe kya jaanna hai, aur top sawaalon ke jawab ek {piece} mein do.",
      ],
    ],
    food: [
      [
        "{S} ki aisi recipe {piece} daalo jo taiyaar cheez ke sabse lalchaane wale shot se khule, aur uske baad hi pehle step par jaaye.",
        "{S} kahan khayein, woh daalo: har {unit} mein ek jagah, price aur aapke verdict ke saath.",
        "'{S} ghar par vs bahar' daalo: kharcha, swaad aur mehnat, imaandaari se.",
      ],
      [
        "Apni {s} series shuru karo: har episode mein alag version ya alag jagah.",
        "Ghar par {s} bigaadne wali galtiyan daalo, har ek ke fix ke saath.",
        "Alag-alag ilaake ya families {s} kaise banate hain, woh daalo, aur poocho ki unke ghar ka tareeka kya hai.",
      ],
      [
        "{S} ke liye famous kisi home cook, thele ya restaurant ke saath tasting {piece} par collab karo, dono taraf tag ke saath.",
        "{S} ki woh jagahein daalo jahan ghoomne aaye dost ko zaroor jaana chahiye, group ke foodie ko bhejne ke liye bani.",
        "Kisi doosre food creator ke saath cook-off karo: dono {s} banayein, aur followers vote karein.",
      ],
      [
        "{S} ka woh version daalo jo comments mein sabse zyada maanga gaya.",
        "Apni sabse acchi {s} recipe dobara daalo, comments se seekhi baaton ke saath behtar karke, credit dekar.",
        "{S} ke woh shortcuts daalo jo sach mein kaam karte hain, aur woh bhi jo nahi karte.",
      ],
    ],
    activity: [
      [
        "{S} ka sabse satisfying pal daalo (taiyaar result, clean shot, aakhri move), phir dikhao ki wahan tak kaise pahunche.",
        "{S} ki woh beginner guide daalo jo kaash aapko mili hoti: kya chahiye, pehle steps, common galtiyan.",
        "{S} mein apni progress ka pehla din imaandaari se daalo, taaki log safar mein saath chal sakein.",
      ],
      [
        "{S} tips ki number wali series shuru karo, har episode mein ek tip.",
        "{S} mein beginners ki galtiyan daalo, har ek ke fix ke saath.",
        "Aaj {s} shuru karte to kya alag karte, woh daalo.",
      ],
      [
        "{S} mein aapse ek kadam aage wale kisi coach, class ya creator ke saath 'mujhe sikhao' Collab {piece} par partner karo.",
        "{S} par aisa challenge daalo jise log try karke aapko tag kar sakein.",
        "Kisi follower ki {s} progress ijaazat lekar feature karo.",
      ],
      [
        "{S} ka apna mahina daalo: kahan se shuru kiya, ab kahan ho, kis cheez ne madad ki.",
        "Is mahine {s} par sabse zyada poochhe gaye sawaal ka theek se jawab do.",
        "Kam budget mein {s} ka kaunsa gear lena vasool hai aur kaunsa nahi, yeh daalo.",
      ],
    ],
    animal: [
      [
        "{S} ko uski aankhon ke level se shoot karo aur screen par text mein uske mann ki baat likho; sirf cute videos se zyada funny videos share hote hain.",
        "{S} ke baare mein woh baatein daalo jo log nahi jaante, source ka naam lekar.",
        "Din bhar ke {s} wale chhote pal daalo; roz ki jhalak se logon ko aapko dhoondhne ki aadat padti hai.",
      ],
      [
        "'{S} ke moods' series shuru karo, har episode mein ek mood.",
        "{S} ki koi aisi aadat jo sabko dikhti hai, woh kyun hoti hai, yeh kisi vet ya expert ko source bata kar daalo.",
        "{S} ki dekhbhaal ke basics (khana, chhaon, paani) daalo, aur kya nahi karna chahiye.",
      ],
      [
        "Aise jaanwaron ke liye kaam karne wale kisi shelter, rescuer ya vet ke saath partner karo; unki ijaazat se shoot karo aur logon ko un tak bhejo.",
        "Is hafte followers {s} ke liye kya ek accha kaam kar sakte hain, woh daalo.",
        "Followers ki {s} wali photos ijaazat aur credit ke saath feature karo.",
      ],
      [
        "Mahine ke sabse acche {s} wale palon ka roundup daalo, end mein comments ke liye ek sawaal.",
        "Mahine mein {s} par sabse zyada poochhe gaye sawaal ka jawab kisi expert source ke saath do.",
        "{S} ki koi rescue ya adoption ki kahani jo aap khud jaante ho, usmein shaamil logon ke saath milkar sunao.",
      ],
    ],
    person: [
      [
        "{S} ki kahani teen chhote hisson mein daalo, aise facts ke saath jinka source de sako, aur kisi ke munh mein shabd daale bina.",
        "'{S}: log kya galat samajhte hain' daalo, har baat ke saath ki aapne kahan padha ya dekha.",
        "{S} par quiz daalo, jawab agle din.",
      ],
      [
        "{S} par series shuru karo: har episode mein ek pal ya ek padaav.",
        "{S} par myth vs fact daalo, source ke naam ke saath.",
        "{S} se aap jo seekhte ho, woh apne shabdon mein daalo.",
      ],
      [
        "{S} ki duniya cover karne wale creators aur art ya edits banane wale fans ke saath collab karo, credit ke saath.",
        "{S} par woh sawaal daalo jis par fans behes karte hain, aur comments mein tameez se behes hone do.",
        "{S} ka fan art ya edits banane walon ki ijaazat aur credit ke saath feature karo.",
      ],
      [
        "Mahine ke un {s} wale palon ka roundup daalo jin par logon ne baat ki.",
        "Mahine mein {s} par sabse zyada poochhe gaye sawaal ka jawab source ke saath do.",
        "Agla mahina {s} ke calendar ke hisaab se plan karo: matches, releases ya events.",
      ],
    ],
    event: [
      [
        "Jaldi shuru karo: logon ke ideas dhoondhne se pehle {s} ki taiyaari wali {piece} daalo.",
        "{S} ki woh checklist daalo jo log save karte hain: kya khareedein, plan karein aur book karein, usi order mein jismein zaroorat pade.",
        { text: "Countdown sticker se {s} ki ulti ginti chalao, aur plans par ek poll.", only: ["Stories"] },
      ],
      [
        "Apni {s} series shuru karo, har episode mein ek idea: decor, khana, outfits, gifts.",
        "Budget mein {s} daalo: kis par kharcha karo aur kya chhodo.",
        "Aapki family {s} kaise manaati hai, woh daalo, aur followers se poocho ki unke yahan kya alag hota hai.",
      ],
      [
        "{S} se jude kisi decorator, caterer, designer ya local business ke saath Collab {piece} par team up karo.",
        "Last-minute wali {s} {piece} daalo, woh jo log family group mein bhejte hain.",
        "Followers ki {s} wali photos ya setups ijaazat lekar feature karo.",
      ],
      [
        "{S} ke theek baad apna photo dump ya diary daalo, jab tak log uski baat kar rahe hain.",
        "Aapke liye {s} ke kya maayne hain, aur bachpan se ab tak ismein kya badla, apne shabdon mein daalo.",
        "Note karo ki agli baar kya pehle shuru karna hai, aur apni {s} posts aisi jagah save karo jahan log agle saal dhoondh lein.",
      ],
    ],
    study: [
      [
        "Aisi {piece} daalo jo {s} ka ek concept kaagaz ya whiteboard par clear kar de, comments ke liye ek sawaal ke saath.",
        "{S} ka apna study plan ya revision notes daalo, itne saaf ki log screenshot lekar save karein.",
        "{S} ka ek practice sawaal daalo, jawab usi raat.",
      ],
      [
        "{S} ke roz ke ek sawaal ki number wali series shuru karo.",
        "{S} ki common galtiyan daalo, har ek ke fix ke saath.",
        "{S} ke free resources daalo, official sources sabse pehle.",
      ],
      [
        "{S} ki taiyaari kar rahe kisi teacher ya doosre students ke saath joint revision {piece} par collab karo, aur koi aisa result na ginao jo aapka nahi hai.",
        "{S} ki revision {piece} daalo, study group mein bheje jaane ke liye bani.",
        "{S} ka study-with-me session rakho, aur logon ko apni progress batane ke liye bulao.",
      ],
      [
        "Mahine bhar ke {s} revision ka roundup daalo, taaki naye followers catch up kar sakein.",
        "Mahine mein {s} par sabse zyada poochhe gaye sawaal ka jawab do.",
        "Agla mahina {s} ke calendar (forms, admit cards, exam) ke hisaab se plan karo, sirf official dates ke saath.",
      ],
    ],
    game: [
      [
        "{S} ka apna sabse accha pal daalo, sirf kaam ka hissa kaat kar, bina intro.",
        "'Beginners ke liye {s} tips' daalo, har {unit} mein ek tip, agle game se pehle save karne ke liye.",
        "{S} par game night poll chalao aur result share karo.",
      ],
      [
        "Har hafte ki {s} fails series shuru karo.",
        "{S} par 'noob vs pro' skit daalo.",
        "Ek aadat jisne aapko {s} mein behtar banaya, use number wali series ke pehle episode ki tarah daalo.",
      ],
      [
        "Milte-julte size ke kisi creator ke saath {s} ki joint stream ya challenge par team up karo.",
        "Followers ki sabse acchi {s} clips unki ijaazat se feature karo.",
        "{S} ka woh squad wala pal daalo jo log apne squad ko bhejte hain.",
      ],
      [
        "Mahine ki sabse acchi {s} clips ka roundup daalo.",
        "{S} ki apni settings ya loadout daalo, current season ke hisaab se update karke.",
        "Followers se poocho ki aage {s} ka kaunsa challenge karein, aur karke dikhao.",
      ],
    ],
    show: [
      [
        "'{S} bina spoilers' daalo: yeh kya hai, kiske liye hai aur aapka verdict.",
        "'Agar {s} pasand aaya, to yeh bhi dekho' daalo, har {unit} mein ek pick aur uski wajah.",
        "{S} par quiz daalo, jawab agli subah.",
      ],
      [
        "{S} ki un details par series shuru karo jo logon se chhoot gayi, spoiler warning ke saath.",
        "{S} par fan theories daalo, saboot ke saath.",
        "{S} par imaandaar take daalo: kya jama aur kya nahi.",
      ],
      [
        "{S} ke fan pages, artists ya reviewers ke saath collab karo; sirf wahi clips use karo jinki ijaazat ho, aur fan art ko credit do.",
        "{S} ka woh pal daalo jo fans us dost ko bhejenge jiske saath dekha tha.",
        "{S} ke palon ki apni ranking daalo, aur comments mein behes hone do.",
      ],
      [
        "Mahine bhar ki baatcheet ke baad {s} par apna final verdict daalo.",
        "{S} ke baad kya dekhein, padhein ya khelein, woh daalo.",
        "Agla mahina {s} ke aage aane wali cheez ke hisaab se plan karo: agla season, koi release ya anniversary.",
      ],
    ],
    field: [
      [
        "Aisi {piece} daalo jo {s} ka ek myth tode, source ke naam ke saath.",
        "Zero se shuru karne walon ke liye '{S} basics' daalo, har {unit} mein ek idea.",
        "{S} par question box lagao, aur sabse acche sawaalon ke jawab chhoti clips mein do.",
      ],
      [
        "'{S} ka is hafte ka word' series shuru karo, har ek ke saath roz ki zindagi ka example.",
        "{S} mein myth vs fact daalo, har baar source ke naam ke saath.",
        "Roz ki zindagi mein {s} ki jhalak kahan milti hai, woh daalo, har {unit} mein ek example.",
      ],
      [
        "{S} mein kaam karne wale aur use acche se samjhane wale kisi insaan ke saath joint Q&A par collab karo; degree ya post ka zikr tabhi karo jab asli ho.",
        "{S} par ek explainer daalo, us dost ko bhejne ke liye jo baar-baar poochta hai.",
        "Kisi follower ke {s} wale sawaal ka jawab ek {piece} mein do, use quote karne ki ijaazat lekar.",
      ],
      [
        "Mahine bhar ki {s} posts ka roundup daalo, taaki naye followers catch up kar sakein.",
        "Mahine mein {s} par sabse zyada poochhe gaye sawaal ka jawab theek source ke saath do.",
        "Followers se poocho ki {s} ka kaunsa hissa unhe sabse zyada uljhaata hai, aur agla mahina usi par plan karo.",
      ],
    ],
    general: [
      [
        "{S} ko samjhane wali {piece} daalo: yeh kya hai, aapko kyun farak padta hai aur log ismein kya galat samajhte hain.",
        "'{S} ki shuruaat' daalo, har {unit} mein ek step.",
        "Question sticker se {s} par sawaal jama karo, aur sabse acchon ke jawab do.",
      ],
      [
        "{S} ki ek series shuru karo, har episode ka structure ek jaisa, number ke saath.",
        "Instagram par {s} search karo, note karo ki top posts kya chhod deti hain, aur wahi daalo.",
        "{S} par apna imaandaar take daalo: kya pasand hai aur kya nahi.",
      ],
      [
        "{S} ya uske aas-paas ke topic par post karne wale creators dhoondho, aur unmein se kisi ek ke saath joint {piece} plan karo.",
        "{S} par aisi {piece} daalo jo us dost ko bheji jaaye jise isse matlab ho.",
        "{S} ko acche se jaanne wale kisi insaan ko feature karo, credit ke saath.",
      ],
      [
        "Mahine bhar ki {s} posts ka roundup daalo.",
        "Is mahine {s} par sabse zyada poochhe gaye sawaal ka jawab do.",
        "Followers se poocho ki {s} par aage kya jaanna hai, aur agla mahina usi par plan karo.",
      ],
    ],
  },
  flavourActions: {
    product: {
      tech: [
        [
          "{S} ka review verdict se shuru karke daalo: kise khareedna chahiye aur kise nahi.",
          "{S} ka asli use wala test daalo: buyers ki chinta wali cheezein (battery, garam hona, kam roshni mein camera), ek normal din par.",
          "{S} ki aisi unboxing daalo jo dibbe se aage badh kar pehle setup aur pehle surprise tak pahunche.",
        ],
        [
          "Comparison series shuru karo: {s} vs woh jisse log ise mila kar dekhte hain, har episode mein ek test.",
          "{S} mein sabse pehle badalne wali settings daalo, har {unit} mein ek.",
          "{S} ke woh features daalo jo zyadatar owners kabhi dhoondh nahi paate.",
        ],
      ],
      style: [
        [
          "{S} ko teen tarah se style karke daalo, roz se lekar festive tak, har look ke price ke saath.",
          "{S} ka imaandaar try-on daalo: fit, fabric, din ki roshni mein kaisa dikhta hai.",
          "{S} kaise chunein, woh daalo: fabric, fit aur paise dene se pehle kya check karein.",
        ],
        [
          "{S} ko har episode mein alag occasion ke liye style karne wali series shuru karo.",
          "Budget vs premium {s} daalo, imaandaari se ki paisa kahan dikhta hai.",
          "{S} ki dekhbhaal kaise karein, woh daalo: dhona, rakhna, aur kya use kharab karta hai.",
        ],
      ],
    },
    activity: {
      sport: [
        [
          "{S} ka ek clean pal slow motion mein daalo (shot, save, smash), phir uske peeche ki drill.",
          "{S} ke woh rules daalo jo log galat samajhte hain, har {unit} mein ek rule, official rulebook ke naam ke saath.",
          "{S} ka apna match day jaise-jaise ho, waise daalo: warm-up, prediction poll, result.",
        ],
        [
          "Drills ki series shuru karo: har episode mein {s} ki ek kamzori door.",
          "{S} ka apna match-day routine daalo: khana, warm-up, kit.",
          "{S} mein 'beginner vs pro' daalo: ek hi move do levels par, aur farak kis cheez se padta hai.",
        ],
      ],
      fitness: [
        [
          "{S} ka beginner session daalo jiske saath log kar sakein, har move ka naam screen par.",
          "{S} ka form check daalo: common galtiyan aur unka fix, aur yaad dilao ki dard ho to ruk jaayein.",
          "{S} ke chaar hafte wale routine ka pehla din daalo jo aap sach mein nibhaoge, aur logon ko saath judne ke liye bulao.",
        ],
        [
          "{S} ki saath-saath karne wali series shuru karo, har episode mein ek chhota session.",
          "{S} ka aisa session daalo jo chhote kamre mein bina equipment ke ho jaaye, hostel aur flat walon ke liye.",
          "Har hafte ki imaandaar {s} progress daalo, body-shaming wale before-after ke bina.",
        ],
      ],
      style: [
        [
          "Apna {s} routine order se daalo, har {unit} mein ek step, apni skin ya hair type bata kar taaki log jaanein ki un par jamega ya nahi.",
          "'Beginners ke liye kam budget mein {s}' daalo: har step ke liye ek sasta pick aur woh kya karta hai.",
          "{S} ke kisi ek product ya look par 'aap try karoge?' poll daalo, aur kuch din baad imaandaar result.",
        ],
        [
          "'{S}: repurchase ya regret' series shuru karo, har episode mein ek product.",
          "{S} ka ek myth todo, kisi dermatologist ya stylist ko source bata kar.",
          "Indian mausam ke liye {s} daalo: humid season ka version aur sardiyon wala.",
        ],
      ],
      creative: [
        [
          "Pehle {s} ka taiyaar kaam daalo, phir woh kaise bana, uska time-lapse.",
          "Beginners ke liye {s} ke aasaan ideas daalo, steps ke saath.",
          "Bante hue {s} ko daalo, agla kya banayein us par poll ke saath.",
        ],
        [
          "Kisi trending design ko apne {s} style mein dobara banane ki series shuru karo, credit ke saath.",
          "{S} ke woh tools daalo jo aap sach mein use karte ho, saste picks sabse pehle.",
          "Apna purana {s} kaam is hafte wale ke bagal mein rakho, aur batao kya badla.",
        ],
      ],
      festival: [
        [
          "Pehle {s} ka taiyaar design daalo, phir time-lapse, aur kitna waqt laga.",
          "Beginners ke liye {s} ke jaldi wale designs daalo, woh jo log function se ek raat pehle kar sakein.",
          "Bante hue {s} ko daalo, agla kaunsa design karein us par poll ke saath.",
        ],
        [
          "Calendar ke hisaab se apni {s} series shuru karo: har tyohaar aur shaadi ke function ke designs.",
          "{S} ka ek simple design bhare hue design ke bagal mein rakho, aur poocho ki function ke liye log kaunsa chunenge.",
          "{S} session se pehle kya ready rakho (saamaan, waqt, baad ki dekhbhaal), woh checklist ki tarah daalo.",
        ],
      ],
      performing: [
        [
          "{S} ke beginner ke liye practice plan daalo: chhote sessions wala ek hafta.",
          {
            text: "Hafte ka apna sabse accha {s} wala pal daalo, phir uske peeche ki thodi practice, aur logon ko use Remix karne bulao.",
            only: ["Reels"],
          },
          "Kisi jaane-pehchaane gaane par apna {s} version daalo, original ke credit ke saath.",
        ],
        [
          "'Ek hafte mein seekha' wali {s} series shuru karo, har episode mein ek piece.",
          "{S} ka beginner lesson daalo: ek step ya ek chord, pehle dheere, phir full speed se.",
          "Apni {s} practice jaisi sach mein hoti hai waisi daalo, galtiyon samet.",
        ],
      ],
      travel: [
        [
          "Woh nazaara daalo jisne {s} ko vasool kar diya, phir asli kharcha, raasta caption mein.",
          "{S} ki woh checklist daalo jo log save karte hain: kya pack karein, book karein aur check karein.",
          "{S} ko jaise-jaise ho, waise daalo: shuruaat, mushkil hissa, kitna kharcha hua aur ek safety tip.",
        ],
        [
          "Apni {s} series shuru karo: har episode mein ek raasta, trail ya padaav.",
          "{S} mein pehli baar walon ki galtiyan daalo, har ek ke fix ke saath.",
          "{S} ka har rupaye wala budget breakdown daalo.",
        ],
      ],
    },
    field: {
      money: [
        [
          "{S} ka koi aisa myth daalo jo log WhatsApp par forward karte hain, sach kya hai, aur official source ka naam.",
          "{S} ke woh words daalo jo sabko uljhaate hain, har {unit} mein ek word, aasaan bhasha mein rupaye wale example ke saath.",
          "{S} par question box lagao, aur chhoti clips mein jawab do, saaf batate hue ki yeh jaankari hai, salaah nahi.",
        ],
        [
          "'{S} ka is hafte ka word' series shuru karo jo salaah nahi, samajh deti hai.",
          "{S} wale scams ke red flags daalo, aur complaint kahan karein.",
          "{S} ko aap apne mummy-papa ko kaise samjhaoge, woh aasaan Hinglish mein daalo.",
        ],
      ],
    },
  },
  comparisonActions: [
    [
      "Pehle apna verdict daalo: {a} ya {b}, kiske liye, aur woh ek test jisne faisla kiya.",
      "{A} aur {b} ko us cheez par aamne-saamne rakho jiski logon ko sabse zyada parwaah hai, dono ke liye ek jaisi condition mein.",
      "Kise {a} chunna chahiye aur kise {b}, seedhe shabdon mein daalo.",
    ],
    [
      "{A} vs {b} test karne wali series shuru karo, har episode mein ek test, har baar ek jaisi condition.",
      "{A} kis cheez mein {b} se behtar hai, aur kismein nahi, woh daalo.",
      "Poll mein poocho '{A} ya {B}?', phir logon ki batayi wajahon ka jawab do.",
    ],
    [
      "Doosri side ko pasand karne wale creator ke saath fair muqable par team up karo, Collab ki tarah post karke.",
      "{A} vs {b} ka comparison aise daalo ki us dost ko bheja jaaye jo decide nahi kar pa raha.",
      "{A} aur {b} par poochne wale comments ke jawab ek {piece} mein do.",
    ],
    [
      "Ek mahine baad apna verdict daalo: kya aap {a} aur {b} mein se ab bhi wahi chunoge?",
      "{A} aur {b} ke comparison mein log jo option bhool jaate hain, woh daalo.",
      "{A} aur {b} par mahine bhar ke sawaal ek FAQ {piece} mein ikattha karo.",
    ],
  ],
  formatAnchors: {
    review: "{S} ke imaandaar review ko apni har hafte ki {piece} banao: pehle verdict, phir saboot.",
    unboxing: "{S} ki unboxing daalo, par dibbe se jaldi aage badho: pehla setup, pehla surprise, pehli dikkat.",
    tutorial:
      "{S} ke step by step tutorials ko apni series banao, har {piece} mein ek skill, itni dheemi ki log saath kar sakein.",
    recipe: "{S} ki recipes ko apni series banao: pehle taiyaar dish, quantity screen par, poori recipe caption mein.",
    vlog: "Apni {s} diary ko series banao: sirf highlights nahi, asli din, har din ki ek {piece}.",
    haul: "Apna {s} haul har piece par imaandaar notes ke saath daalo: price, quality, aur rakhein ya lautaayein.",
    comparison: "{S} ka comparison theek se daalo: dono ke liye wahi tests, aur end mein saaf 'yeh lo agar'.",
    tips: "{S} tips ko apni series banao, har {piece} mein ek tip, number ke saath taaki log ek ke baad ek dekhein.",
    challenge: "{S} par aisa challenge shuru karo jismein log jud sakein, aur sabse acchi koshishein feature karo.",
    grwm: "Apna {s} wala get-ready-with-me daalo, kisi asli baat par voiceover ke saath.",
    "study-with-me": "Apna {s} study-with-me session rakho, aur followers ko apni progress batane bulao.",
    tour: "Apna {s} tour daalo, har {unit} mein ek kona, un details ke saath jinke baare mein log poochenge.",
    "travel-guide": "Apni {s} guide ko series banao: har {piece} mein ek din ya ek ilaaka, kharche ke saath.",
    reaction: "{S} par apna reaction daalo, reaction se aage apne ek take ke saath.",
    highlights: "{S} ki highlights usi din daalo, sirf ijaazat wali clips ke saath, aur caption mein apna take.",
    gameplay: "{S} ka gameplay daalo, sirf kaam ke palon tak kaat kar, apni commentary ke saath.",
    ideas: "{S} ideas ko apni series banao, har idea aisa jo log sach mein kar sakein.",
    explained: "'{S} aasaan bhasha mein' ko apni series banao: har {piece} mein ek sawaal, seedhe shabdon mein.",
  },
  topicHashtags: {
    Reels: {
      mapped: `{S} ke liye hashtag set banao, zyada se zyada 5 tags, jo ek post ke liye Instagram ki limit hai (${L.hashtags}): {tags} se shuru karo, aur har Reel ke hisaab se specific wale badlo.`,
      unmapped: `{S} ke liye hashtag set banao, zyada se zyada 5 tags, jo ek post ke liye Instagram ki limit hai (${L.hashtags}): Instagram par {s} search karo aur asli posts mein use hone wale specific tags chuno, sabse bade wale nahi.`,
    },
    Posts: {
      mapped: `{S} ke liye hashtag set banao, zyada se zyada 5 tags, jo ek post ke liye Instagram ki limit hai (${L.hashtags}): {tags} se shuru karo, aur occasion ya apne shehar ke liye ek jagah rakho.`,
      unmapped: `{S} ke liye hashtag set banao, zyada se zyada 5 tags, jo ek post ke liye Instagram ki limit hai (${L.hashtags}): Instagram par {s} search karo, us par sabse acche carousels jo tags share karte hain woh note karo, aur bade ki jagah specific tags chuno.`,
    },
    Stories: {
      mapped:
        "{S} wale frames par jahan jame wahan location sticker aur {tag} jaisa ek tag lagao; poore hashtag sets apni posts aur Reels ke liye rakho.",
      unmapped:
        "{S} wale frames par jahan jame wahan location sticker aur logon ka use kiya ek tag lagao; poore hashtag sets apni posts aur Reels ke liye rakho.",
    },
  },
  nicheBridges: {
    Fashion: {
      product:
        "Fashion page hone ke naate, {s} ko asli outfits mein style karo: kiske saath jamta hai, kis occasion par, kis budget mein.",
      brand:
        "Fashion page hone ke naate, {s} ke pieces ke aas-paas looks banao aur batao ki har price par kya vasool hai.",
      place:
        "Fashion page hone ke naate, {s} mein kya pehnein woh daalo: mausam, wahan ka maahaul aur woh photos jo log khinchenge.",
      food: "Fashion page hone ke naate, {s} ko backdrop rakho: cafe ka outfit, tyohaar ki daawat ya street food wali shaam.",
      person: "Fashion page hone ke naate, {s} se jude looks teen budgets mein dobara banao, credit ke saath.",
      event: "Fashion page hone ke naate, {s} ke outfit ideas budget aur role ke hisaab se daalo, din se kaafi pehle.",
      study:
        "Fashion page hone ke naate, {s} ki lambi padhai wale dinon aur exam ki subah ke comfortable outfits daalo.",
      game: "Fashion page hone ke naate, {s} ke aas-paas gaming se inspired streetwear aur merch looks try karo.",
      show: "Fashion page hone ke naate, {s} ke looks teen budgets mein dobara banao, original ke credit ke saath.",
    },
    Travel: {
      product:
        "Travel page hone ke naate, {s} ko safar mein test karo: trip mein kya tikta hai aur kya ghar chhod doge.",
      brand: "Travel page hone ke naate, dikhao ki trip par {s} kahan kaam aata hai aur kahan nahi.",
      place: "Travel page hone ke naate, {s} ko shuru se end tak cover karo, pahunchne se lekar wapsi tak.",
      food: "Travel page hone ke naate, {s} ko jagahon se jodo: kahan khayein, kaunsa shehar sabse accha banata hai aur wahan kitne ka padta hai.",
      activity:
        "Travel page hone ke naate, {s} ko safar par le jao: kahan karein, local mein kisse seekhein aur wahan kitne ka padta hai.",
      animal:
        "Travel page hone ke naate, safar mein {s} ko dikhao: unka swaagat karne wali jagahein, aur raaste mein milne walon se accha bartaav kaise karein.",
      event:
        "Travel page hone ke naate, {s} ka sabse accha maahaul kahan milta hai aur uske aas-paas trip kaise plan karein, woh daalo.",
      show: "Travel page hone ke naate, {s} se judi jagahon par jao: shooting locations, kahani ki jagahein ya unke peeche ki kahaniyan.",
    },
    Food: {
      product:
        "Food page hone ke naate, {s} ko khane ke zariye review karo: woh khana jo yeh banane, shoot karne ya order karne mein madad kare.",
      place: "Food page hone ke naate, {s} ko menu ki tarah dekho: kya khayein, kahan, aur kitne ka padega.",
      food: "Food page hone ke naate, {s} mein gehraai tak jao: uske versions, jagahein aur unke peeche ki kahaniyan.",
      event:
        "Food page hone ke naate, {s} ke menu planner bano: kya banayein, khareedein aur parosein, din se pehle post karke.",
      study:
        "Food page hone ke naate, lambi padhai wale dinon ke jaldi banne wale khane aur snacks se {s} ka season aasaan banao.",
      game: "Food page hone ke naate, game night ka khana sambhalo: {s} ke lambe sessions ke liye snacks.",
      show: "Food page hone ke naate, {s} ka khana dobara banao, credit ke saath, aur batao kaisa bana.",
    },
  },
  fashionFlavourBridges: {
    sport:
      "Fashion page hone ke naate, {s} khelne aur dekhne ke liye kya pehnein woh daalo: kit, jerseys, joote aur match-day looks.",
    fitness: "Fashion page hone ke naate, {s} ke liye sach mein kaam aane wale activewear daalo, teen budgets mein.",
    style:
      "Fashion page hone ke naate, har {s} post us poore look ke saath khatam karo jiske saath woh jamta hai, roz se festive tak.",
    creative:
      "Fashion page hone ke naate, {s} ko un looks ke saath jodo jinke saath woh sabse accha lage, aur artist aap na ho to credit do.",
    festival:
      "Fashion page hone ke naate, {s} ko un outfits ke saath jodo jinke liye woh bana hai: festive looks, shaadiyan aur functions.",
    performing: "Fashion page hone ke naate, {s} ke outfits daalo: practice, stage aur after-party.",
    travel: "Fashion page hone ke naate, {s} ke liye kya pehnein woh daalo: layers, joote aur kya chhod jaayein.",
  },
};
