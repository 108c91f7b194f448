// What the grid preview's screen says, in each language: the profile drawn above the grid, the
// grid's buttons and announcements, each picture's notes, the split and every message. The English
// words the data file already holds (messages, sources, layouts) are taken from it.
import type { Lang } from "~/lib/lang/lang";
import type { ImageProblem } from "~/lib/site/local-images";
import { MESSAGES, SHAPE_SOURCES, SPLIT_LAYOUTS, type SplitLayout } from "./instagram-grid-preview.data";
import type { Orientation } from "./instagram-grid-preview.logic";

type Edges = "sides" | "top and bottom";
type Across = "left" | "middle" | "right";
type Down = "top" | "middle row" | "bottom";

export interface GridWords {
  heading: string;
  intro: (max: number) => string;
  choose: string;
  addMore: string;
  dropHint: (max: number) => string;
  empty: string;
  inGrid: (count: number, max: number) => string;
  howToMove: string;
  clear: string;
  tooManyTitle: string;
  cantReadTitle: string;
  leftOut: (max: number, left: number) => string;
  othersFailed: (count: number) => string;
  tilesFit: (room: number, max: number) => string;
  /** Why a picked file could not be shown. */
  imageProblem: (problem: ImageProblem, name: string, formats: string) => string;
  formats: string;
  // The profile, drawn as the app draws it.
  profile: {
    username: string;
    usernamePlaceholder: string;
    name: string;
    namePlaceholder: string;
    bio: string;
    bioHint: string;
    followers: string;
    followersHint: string;
    followersPlaceholder: string;
    following: string;
    followingPlaceholder: string;
    highlights: string;
    highlightsHint: (max: number, chars: number) => string;
    highlightsPlaceholder: string;
    posts: string;
    followersCount: string;
    followingCount: string;
    yourName: string;
    yourBio: string;
    edit: string;
    privacy: string;
    picture: string;
    changePicture: string;
    choosePicture: string;
    removePicture: string;
    newHighlight: string;
  };
  // The sortable grid.
  gridLabel: string;
  /** What a tile is, as a screen reader names its role. */
  roleDescription: string;
  tile: (position: number, count: number, name: string) => string;
  removeTile: (position: number, name: string) => string;
  earlier: (position: number, name: string) => string;
  later: (position: number, name: string) => string;
  named: (position: number, name: string) => string;
  theImage: string;
  pickedUp: (named: string) => string;
  over: (named: string, position: number, count: number) => string;
  notOver: (named: string) => string;
  dropped: (named: string, position: number, count: number) => string;
  droppedBack: (named: string) => string;
  cancelled: (named: string, position: number) => string;
  moved: (position: number, name: string, to: number, count: number) => string;
  screenReaderInstructions: string;
  // Each picture's notes.
  postsHeading: string;
  postsIntro: string;
  /** The sources of the shapes, as one line under the notes. */
  sources: string;
  nothingCut: string;
  cuts: (percent: number, edges: Edges) => string;
  orientation: Readonly<Record<Orientation, string>>;
  feedWhole: (kind: string, shape: string) => string;
  feedCropped: (tallest: boolean, note: string) => string;
  gridWhole: string;
  gridMiddle: (note: string) => string;
  // The split.
  splitHeading: string;
  splitIntro: string;
  splitInto: string;
  layouts: Readonly<Record<SplitLayout["value"], string>>;
  makeTiles: string;
  makingTiles: string;
  chooseSplit: string;
  replaceSplit: string;
  splitHint: string;
  pixels: string;
  asGrid: (columns: number, rows: number, note: string) => string;
  noPictureTitle: string;
  noPicture: string;
  noLayout: string;
  oneToSplitTitle: string;
  oneToSplit: (name: string) => string;
  cutFailedTitle: string;
  cutFailed: string;
  lineUp: string;
  tilesTitle: string;
  tilesReady: (count: number) => string;
  tilesNote: string;
  soft: (across: string, width: string, sharp: string) => string;
  addTiles: string;
  tilePlace: (order: number, count: number, position: string) => string;
  download: string;
  downloadLabel: (name: string) => string;
  across: Readonly<Record<Across, string>>;
  down: Readonly<Record<Down, string>>;
}

const layoutLabel = (value: SplitLayout["value"]) =>
  SPLIT_LAYOUTS.find((layout) => layout.value === value)?.label ?? "";

export const GRID_WORDS: Readonly<Record<Lang, GridWords>> = {
  en: {
    heading: "Your next posts",
    intro: (max) =>
      `Pick up to ${max} pictures, and press Edit profile to add your own picture, name and bio. Your browser reads them here: nothing is uploaded.`,
    choose: "Choose pictures for your grid",
    addMore: "Add more pictures",
    dropHint: (max) => `Up to ${max}, or drop them here. They stay on this device.`,
    empty: "No pictures yet: your grid shows up here as 3:4 tiles.",
    inGrid: (count, max) => `${count} of ${max} pictures in the grid. Top left is the newest post.`,
    howToMove:
      "Tap a picture, point at it or Tab to it to show its number and buttons: move it earlier or later, or remove it. You can also drag it; with a keyboard, press Space on it, then the arrow keys.",
    clear: "Clear the grid",
    tooManyTitle: MESSAGES.tooManyTitle,
    cantReadTitle: MESSAGES.cantReadTitle,
    leftOut: (max, left) => `The grid shows up to ${max} pictures, so ${left} ${left === 1 ? "was" : "were"} left out.`,
    othersFailed: (count) => ` ${count} more couldn't be opened either.`,
    tilesFit: (room, max) => `Only ${room} of the tiles fit in the ${max}-picture grid. Remove a few pictures first.`,
    imageProblem: (problem, name, formats) =>
      problem === "not-an-image"
        ? `${name} isn't an image. Pick a ${formats} file.`
        : `This browser couldn't open ${name}. Save it as ${formats} and pick it again.`,
    formats: "JPG, PNG or WebP",
    profile: {
      username: "Username",
      usernamePlaceholder: "e.g. riya.cooks",
      name: "Name",
      namePlaceholder: "e.g. Riya Sharma",
      bio: "Bio",
      bioHint: "Up to 150 characters, as on Instagram.",
      followers: "Followers",
      followersHint: "Left empty, the profile shows a dash.",
      followersPlaceholder: "e.g. 1250 or 12.5K",
      following: "Following",
      followingPlaceholder: "e.g. 310",
      highlights: "Highlights",
      highlightsHint: (max, chars) => `Up to ${max} names, separated by commas; ${chars} characters each.`,
      highlightsPlaceholder: "e.g. Recipes, Travel, Reviews",
      posts: "posts",
      followersCount: "followers",
      followingCount: "following",
      yourName: "Your name",
      yourBio: "Your bio shows here.",
      edit: "Edit profile",
      privacy: "For this preview only: what you type here stays on this page. Nothing is saved or sent.",
      picture: "Profile picture",
      changePicture: "Change the profile picture",
      choosePicture: "Choose a profile picture",
      removePicture: "Remove the profile picture",
      newHighlight: "New",
    },
    gridLabel: "Your planned grid, newest post first",
    roleDescription: "sortable",
    tile: (position, count, name) => `Image ${position} of ${count}: ${name}`,
    removeTile: (position, name) => `Remove image ${position}: ${name}`,
    earlier: (position, name) => `Move image ${position} earlier: ${name}`,
    later: (position, name) => `Move image ${position} later: ${name}`,
    named: (position, name) => `Image ${position}, ${name},`,
    theImage: "The image",
    pickedUp: (named) => `${named} picked up.`,
    over: (named, position, count) => `${named} is over position ${position} of ${count}.`,
    notOver: (named) => `${named} is not over a position.`,
    dropped: (named, position, count) => `${named} dropped at position ${position} of ${count}.`,
    droppedBack: (named) => `${named} dropped back where it was.`,
    cancelled: (named, position) => `Move cancelled. ${named} stays at position ${position}.`,
    moved: (position, name, to, count) => `Image ${position}, ${name}, moved to position ${to} of ${count}.`,
    screenReaderInstructions: MESSAGES.screenReaderInstructions,
    postsHeading: "How each picture shows on Instagram",
    postsIntro:
      "The feed shows a post at its own shape, from 1.91:1 landscape to 3:4 portrait, square included; a picture taller or wider than that is cropped to fit. The grid then shows the middle 3:4 of each post: the dashed frame.",
    sources: `Sources: ${SHAPE_SOURCES.grid}. ${SHAPE_SOURCES.feed}.`,
    nothingCut: "nothing cut",
    cuts: (percent, edges) => `cuts ${percent}% off the ${edges}`,
    orientation: { square: "square", portrait: "portrait", landscape: "landscape" },
    feedWhole: (kind, shape) => `Feed: a ${kind} post (${shape}), shown whole.`,
    feedCropped: (tallest, note) =>
      `Feed: cropped to ${tallest ? "3:4, Instagram's tallest post" : "1.91:1, Instagram's widest post"}, which ${note}.`,
    gridWhole: "Grid: the whole post, nothing cut.",
    gridMiddle: (note) => `Grid: the middle 3:4, which ${note}.`,
    splitHeading: "Split one picture into tiles",
    splitIntro:
      "For a panorama or a poster across your grid: the picture is cut into 3:4 tiles, 1080 × 1440 each, and numbered in the order you post them.",
    splitInto: "Split into",
    layouts: { "3x1": layoutLabel("3x1"), "3x2": layoutLabel("3x2") },
    makeTiles: "Make tiles",
    makingTiles: "Making tiles...",
    chooseSplit: "Choose a picture to split",
    replaceSplit: "Replace the picture to split",
    splitHint: "or drop one here. It stays on this device.",
    pixels: "pixels.",
    asGrid: (columns, rows, note) => ` As a ${columns} × ${rows} grid: ${note}.`,
    noPictureTitle: MESSAGES.noPictureTitle,
    noPicture: MESSAGES.noPicture,
    noLayout: MESSAGES.noLayout,
    oneToSplitTitle: "One picture to split",
    oneToSplit: (name) => `${name} is the one that will be cut into tiles.`,
    cutFailedTitle: "Couldn't make the tiles",
    cutFailed: "This browser couldn't cut the picture. Try a smaller JPG or PNG.",
    lineUp: "How the tiles line up on your profile. The numbers are the posting order: 1 goes up first.",
    tilesTitle: "Your tiles, in posting order",
    tilesReady: (count) => `${count} tiles ready. Post number 1 first and number ${count} last.`,
    tilesNote:
      "Instagram puts your newest post top left, so the last tile of the picture has to go up first. Post them one after another with nothing in between and the picture comes together.",
    soft: (across, width, sharp) =>
      ` Each tile is made from only ${across} pixels of your picture across and enlarged to ${width}, so it may look soft. A picture ${sharp} pixels wide or more gives sharp tiles.`,
    addTiles: "Add tiles to the grid above",
    tilePlace: (order, count, position) => `Post ${order} of ${count}, lands ${position}`,
    download: "Download",
    downloadLabel: (name) => `Download ${name}`,
    across: { left: "left", middle: "middle", right: "right" },
    down: { top: "top", "middle row": "middle row", bottom: "bottom" },
  },
  hi: {
    heading: "आपकी अगली पोस्ट",
    intro: (max) =>
      `ज़्यादा से ज़्यादा ${max} फ़ोटो चुनें, और अपनी प्रोफ़ाइल फ़ोटो, नाम और बायो जोड़ने के लिए “प्रोफ़ाइल एडिट करें” दबाएं। आपका ब्राउज़र इन्हें यहीं पढ़ता है: कुछ भी अपलोड नहीं होता।`,
    choose: "अपने ग्रिड के लिए फ़ोटो चुनें",
    addMore: "और फ़ोटो जोड़ें",
    dropHint: (max) => `ज़्यादा से ज़्यादा ${max}, या इन्हें यहां छोड़ें। ये इसी डिवाइस पर रहती हैं।`,
    empty: "अभी कोई फ़ोटो नहीं: आपका ग्रिड यहां 3:4 टाइल्स में दिखेगा।",
    inGrid: (count, max) => `ग्रिड में ${max} में से ${count} फ़ोटो। सबसे ऊपर बाईं ओर सबसे नई पोस्ट है।`,
    howToMove:
      "किसी फ़ोटो पर टैप करें, माउस ले जाएं या Tab से उस तक पहुंचें, तो उसका नंबर और बटन दिखेंगे: उसे पहले या बाद में ले जाएं, या हटा दें। आप उसे ड्रैग करके भी ले जा सकते हैं; कीबोर्ड से उस पर Space दबाएं, फिर ऐरो की।",
    clear: "ग्रिड खाली करें",
    tooManyTitle: "एक बार में 12",
    cantReadTitle: "यह फ़ाइल नहीं चलेगी",
    leftOut: (max, left) => `ग्रिड में ज़्यादा से ज़्यादा ${max} फ़ोटो आती हैं, इसलिए ${left} छोड़ दी गईं।`,
    othersFailed: (count) => ` ${count} और फ़ाइलें भी नहीं खुल पाईं।`,
    tilesFit: (room, max) => `${max} फ़ोटो वाले ग्रिड में सिर्फ़ ${room} टाइल्स की जगह है। पहले कुछ फ़ोटो हटाएं।`,
    imageProblem: (problem, name, formats) =>
      problem === "not-an-image"
        ? `${name} कोई फ़ोटो नहीं है। ${formats} फ़ाइल चुनें।`
        : `यह ब्राउज़र ${name} नहीं खोल पाया। इसे ${formats} में सेव करके फिर से चुनें।`,
    formats: "JPG, PNG या WebP",
    profile: {
      username: "यूज़रनेम",
      usernamePlaceholder: "जैसे riya.cooks",
      name: "नाम",
      namePlaceholder: "जैसे रिया शर्मा",
      bio: "बायो",
      bioHint: "150 कैरेक्टर तक, जैसे Instagram पर।",
      followers: "फ़ॉलोअर्स",
      followersHint: "खाली छोड़ें तो प्रोफ़ाइल में डैश दिखेगा।",
      followersPlaceholder: "जैसे 1250 या 12.5K",
      following: "फ़ॉलोइंग",
      followingPlaceholder: "जैसे 310",
      highlights: "हाइलाइट्स",
      highlightsHint: (max, chars) => `${max} नाम तक, कॉमा लगाकर; हर नाम ${chars} कैरेक्टर तक।`,
      highlightsPlaceholder: "जैसे रेसिपी, ट्रैवल, रिव्यू",
      posts: "पोस्ट",
      followersCount: "फ़ॉलोअर्स",
      followingCount: "फ़ॉलोइंग",
      yourName: "आपका नाम",
      yourBio: "आपका बायो यहां दिखेगा।",
      edit: "प्रोफ़ाइल एडिट करें",
      privacy: "सिर्फ़ इस प्रीव्यू के लिए: जो आप यहां लिखते हैं, वह इसी पेज पर रहता है। न कुछ सेव होता है, न कहीं भेजा जाता है।",
      picture: "प्रोफ़ाइल फ़ोटो",
      changePicture: "प्रोफ़ाइल फ़ोटो बदलें",
      choosePicture: "प्रोफ़ाइल फ़ोटो चुनें",
      removePicture: "प्रोफ़ाइल फ़ोटो हटाएं",
      newHighlight: "नया",
    },
    gridLabel: "आपका प्लान किया हुआ ग्रिड, सबसे नई पोस्ट पहले",
    roleDescription: "क्रम बदलने लायक फ़ोटो",
    tile: (position, count, name) => `${count} में से फ़ोटो ${position}: ${name}`,
    removeTile: (position, name) => `फ़ोटो ${position} हटाएं: ${name}`,
    earlier: (position, name) => `फ़ोटो ${position} को पहले ले जाएं: ${name}`,
    later: (position, name) => `फ़ोटो ${position} को बाद में ले जाएं: ${name}`,
    named: (position, name) => `फ़ोटो ${position}, ${name},`,
    theImage: "फ़ोटो",
    pickedUp: (named) => `${named} उठा ली गई।`,
    over: (named, position, count) => `${named} अभी ${count} में से जगह ${position} पर है।`,
    notOver: (named) => `${named} अभी किसी जगह पर नहीं है।`,
    dropped: (named, position, count) => `${named} ${count} में से जगह ${position} पर रख दी गई।`,
    droppedBack: (named) => `${named} वापस अपनी जगह पर रख दी गई।`,
    cancelled: (named, position) => `ले जाना रद्द हुआ। ${named} जगह ${position} पर ही है।`,
    moved: (position, name, to, count) => `फ़ोटो ${position}, ${name}, ${count} में से जगह ${to} पर चली गई।`,
    screenReaderInstructions:
      "फ़ोटो को हटाकर दूसरी जगह ले जाने के लिए उसे उठाने को Space या Enter दबाएं, ऐरो की से ले जाएं, और रखने के लिए फिर Space या Enter दबाएं। वापस रखने के लिए Escape दबाएं।",
    postsHeading: "हर फ़ोटो Instagram पर कैसी दिखेगी",
    postsIntro:
      "फ़ीड हर पोस्ट को उसके अपने शेप में दिखाती है, 1.91:1 लैंडस्केप से 3:4 पोर्ट्रेट तक, स्क्वेयर भी; इससे ज़्यादा लंबी या चौड़ी फ़ोटो काटकर फ़िट की जाती है। फिर ग्रिड हर पोस्ट का बीच वाला 3:4 हिस्सा दिखाता है: डैश वाला फ़्रेम।",
    sources:
      "सोर्स: 3:4 ग्रिड: Instagram के हेड Adam Mosseri ने 17 जनवरी 2025 को इसकी घोषणा की। 1.91:1 से 3:4 तक पोस्ट के शेप: Instagram Help Centre, 2026।",
    nothingCut: "कुछ नहीं कटता",
    cuts: (percent, edges) => `${edges === "sides" ? "दोनों साइड से" : "ऊपर-नीचे से"} ${percent}% कटता है`,
    orientation: { square: "स्क्वेयर", portrait: "पोर्ट्रेट", landscape: "लैंडस्केप" },
    feedWhole: (kind, shape) => `फ़ीड: ${kind} पोस्ट (${shape}), पूरी दिखती है।`,
    feedCropped: (tallest, note) =>
      `फ़ीड: ${tallest ? "3:4 तक कटती है, Instagram की सबसे लंबी पोस्ट" : "1.91:1 तक कटती है, Instagram की सबसे चौड़ी पोस्ट"}; इसमें ${note}।`,
    gridWhole: "ग्रिड: पूरी पोस्ट, कुछ नहीं कटता।",
    gridMiddle: (note) => `ग्रिड: बीच का 3:4 हिस्सा; इसमें ${note}।`,
    splitHeading: "एक फ़ोटो को टाइल्स में बांटें",
    splitIntro:
      "पूरे ग्रिड पर फैले पैनोरमा या पोस्टर के लिए: फ़ोटो 3:4 की टाइल्स में कटती है, हर टाइल 1080 × 1440 की, और उन पर उसी क्रम में नंबर होते हैं जिसमें आप उन्हें पोस्ट करेंगे।",
    splitInto: "कैसे बांटें",
    layouts: { "3x1": "3 × 1: एक लाइन", "3x2": "3 × 2: दो लाइनें" },
    makeTiles: "टाइल्स बनाएं",
    makingTiles: "टाइल्स बन रही हैं...",
    chooseSplit: "बांटने के लिए फ़ोटो चुनें",
    replaceSplit: "बांटने वाली फ़ोटो बदलें",
    splitHint: "या एक फ़ोटो यहां छोड़ें। यह इसी डिवाइस पर रहती है।",
    pixels: "पिक्सल।",
    asGrid: (columns, rows, note) => ` ${columns} × ${rows} ग्रिड में: ${note}।`,
    noPictureTitle: "अभी कोई फ़ोटो नहीं",
    noPicture: "बांटने के लिए एक फ़ोटो चुनें, फिर “टाइल्स बनाएं” दबाएं।",
    noLayout: "चुनें कि कैसे बांटना है: 3 × 1 या 3 × 2।",
    oneToSplitTitle: "बांटने के लिए एक ही फ़ोटो",
    oneToSplit: (name) => `${name} ही टाइल्स में कटेगी।`,
    cutFailedTitle: "टाइल्स नहीं बन पाईं",
    cutFailed: "यह ब्राउज़र फ़ोटो नहीं काट पाया। कोई छोटी JPG या PNG फ़ाइल आज़माएं।",
    lineUp: "आपकी प्रोफ़ाइल पर टाइल्स ऐसे जुड़ती हैं। नंबर पोस्ट करने का क्रम हैं: 1 सबसे पहले जाएगी।",
    tilesTitle: "आपकी टाइल्स, पोस्ट करने के क्रम में",
    tilesReady: (count) => `${count} टाइल्स तैयार हैं। नंबर 1 सबसे पहले पोस्ट करें और नंबर ${count} सबसे आखिर में।`,
    tilesNote:
      "Instagram आपकी सबसे नई पोस्ट सबसे ऊपर बाईं ओर रखता है, इसलिए फ़ोटो की आखिरी टाइल सबसे पहले पोस्ट होनी चाहिए। इन्हें बीच में कुछ और डाले बिना एक के बाद एक पोस्ट करें, तो पूरी फ़ोटो जुड़ जाएगी।",
    soft: (across, width, sharp) =>
      ` हर टाइल आपकी फ़ोटो के सिर्फ़ ${across} पिक्सल चौड़े हिस्से से बनी है और ${width} तक बड़ी की गई है, इसलिए धुंधली लग सकती है। ${sharp} पिक्सल या उससे ज़्यादा चौड़ी फ़ोटो से टाइल्स साफ़ बनती हैं।`,
    addTiles: "टाइल्स ऊपर वाले ग्रिड में जोड़ें",
    tilePlace: (order, count, position) => `${count} में से पोस्ट ${order}, ${position} आएगी`,
    download: "डाउनलोड करें",
    downloadLabel: (name) => `${name} डाउनलोड करें`,
    across: { left: "बाईं ओर", middle: "बीच में", right: "दाईं ओर" },
    down: { top: "ऊपर", "middle row": "बीच की लाइन में", bottom: "नीचे" },
  },
};
