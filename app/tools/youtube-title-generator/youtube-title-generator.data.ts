export type VideoType = "tutorial" | "list" | "review" | "vlog" | "challenge" | "shorts";

export const VIDEO_TYPES: readonly { value: VideoType; label: string }[] = [
  { value: "tutorial", label: "Tutorial" },
  { value: "list", label: "List" },
  { value: "review", label: "Review" },
  { value: "vlog", label: "Vlog" },
  { value: "challenge", label: "Challenge" },
  { value: "shorts", label: "Shorts" },
];

/** What a pattern does for the viewer; a generation mixes them so the titles don't all sound alike. */
export type PatternKind =
  "how-to" | "list" | "question" | "mistakes" | "comparison" | "hinglish" | "story" | "guide" | "challenge";

export interface TitlePattern {
  /** `{topic}` marks where the visitor's topic goes, exactly as they typed it. */
  text: string;
  kind: PatternKind;
}

/** Patterns written for one type of video. */
export const TYPE_PATTERNS: Readonly<Record<VideoType, readonly TitlePattern[]>> = {
  tutorial: [
    { text: "How to Get Started with {topic} (Step by Step)", kind: "how-to" },
    { text: "{topic} for Complete Beginners: Everything You Need", kind: "guide" },
    { text: "{topic} Made Easy: The Only Tutorial You Need", kind: "guide" },
    { text: "I Wish I Knew This Before Starting {topic}", kind: "story" },
    { text: "{topic} in 10 Minutes: A Practical Walkthrough", kind: "how-to" },
    { text: "7 {topic} Mistakes Beginners Make (and Quick Fixes)", kind: "mistakes" },
    { text: "{topic} Kaise Sikhein? Zero Se Start Karo", kind: "hinglish" },
    { text: "Why Your {topic} Isn't Working (and How to Fix It)", kind: "question" },
    { text: "{topic}: 5 Pro Tips Nobody Tells You", kind: "list" },
    { text: "The Easiest Way to Learn {topic} at Home", kind: "how-to" },
    { text: "{topic} Tutorial in Hindi: Basics Se Advanced Tak", kind: "hinglish" },
    { text: "{topic} Seekho Bina Confusion Ke, Ek Hi Video Mein", kind: "hinglish" },
  ],
  list: [
    { text: "10 {topic} Ideas You'll Actually Use", kind: "list" },
    { text: "Top 7 {topic} Picks, Ranked", kind: "list" },
    { text: "5 {topic} Hacks That Save Hours Every Week", kind: "list" },
    { text: "{topic}: 9 Things I'd Tell My Younger Self", kind: "story" },
    { text: "8 {topic} Mistakes Almost Everyone Makes", kind: "mistakes" },
    { text: "{topic} Tier List: From Must-Have to Skip", kind: "comparison" },
    { text: "Top 10 {topic} Options, Sab Ek Video Mein", kind: "hinglish" },
    { text: "Which {topic} Is Worth It? 6 Options Compared", kind: "comparison" },
    { text: "12 {topic} Tips in Under 10 Minutes", kind: "list" },
    { text: "{topic}: The Only List You Need to Watch", kind: "list" },
    { text: "{topic} Ke 5 Secrets Jo Koi Nahi Batata", kind: "hinglish" },
    { text: "Best {topic} for Every Budget", kind: "comparison" },
  ],
  review: [
    { text: "{topic} Review: Worth Your Money?", kind: "question" },
    { text: "{topic} After 30 Days: The Honest Review", kind: "story" },
    { text: "{topic}: The Good, the Bad and the Deal-Breakers", kind: "comparison" },
    { text: "Don't Buy {topic} Before Watching This", kind: "mistakes" },
    { text: "{topic} vs the Competition: Which One Wins?", kind: "comparison" },
    { text: "{topic} Long-Term Review: What Nobody Tells You", kind: "guide" },
    { text: "Is {topic} Really Worth the Hype?", kind: "question" },
    { text: "{topic} Honest Review: Paisa Vasool Ya Nahi?", kind: "hinglish" },
    { text: "{topic} Unboxing and First Impressions", kind: "story" },
    { text: "5 Things I Love (and 3 I Hate) About {topic}", kind: "list" },
    { text: "{topic} Review for Indian Buyers: Price, Pros, Cons", kind: "guide" },
    { text: "{topic} Lena Chahiye Ya Nahi? Seedhi Baat", kind: "hinglish" },
  ],
  vlog: [
    { text: "A Day in My Life: {topic}", kind: "story" },
    { text: "{topic} Vlog: What Really Happened", kind: "story" },
    { text: "We Tried {topic} for the First Time", kind: "story" },
    { text: "{topic} on a Budget: Full Day Vlog", kind: "guide" },
    { text: "Things Nobody Tells You About {topic}", kind: "mistakes" },
    { text: "{topic} Ka Full Experience: Worth It Tha Kya?", kind: "hinglish" },
    { text: "24 Hours of {topic}: Raw and Unfiltered", kind: "story" },
    { text: "Is {topic} Overrated? My Honest Take", kind: "question" },
    { text: "{topic}: Expectations vs Reality", kind: "comparison" },
    { text: "Weekend Vlog: {topic} with the Squad", kind: "story" },
    { text: "{topic} Done Right: What I'd Do Differently", kind: "mistakes" },
    { text: "{topic} Vlog: Masti, Mistakes Aur Memories", kind: "hinglish" },
  ],
  challenge: [
    { text: "{topic} Challenge: Can I Do It in 24 Hours?", kind: "challenge" },
    { text: "I Tried {topic} for 7 Days. Here's What Happened", kind: "story" },
    { text: "{topic} Challenge with Just ₹500", kind: "challenge" },
    { text: "Beginner vs Pro: {topic} Challenge", kind: "comparison" },
    { text: "Can You Beat My {topic} Score?", kind: "question" },
    { text: "30-Day {topic} Challenge: Day 1 vs Day 30", kind: "comparison" },
    { text: "{topic} Challenge: Haarne Wala Treat Dega!", kind: "hinglish" },
    { text: "Doing {topic} Blindfolded (Bad Idea?)", kind: "challenge" },
    { text: "{topic} Speedrun: How Fast Can I Go?", kind: "question" },
    { text: "Last One to Quit {topic} Wins", kind: "challenge" },
    { text: "{topic} Challenge, but Every Fail Costs Me ₹100", kind: "challenge" },
    { text: "{topic} Challenge: Ho Payega Ya Nahi?", kind: "hinglish" },
  ],
  shorts: [
    { text: "{topic} in 60 Seconds #shorts", kind: "how-to" },
    { text: "{topic} Hack You Need to Try", kind: "list" },
    { text: "{topic}, but Faster #shorts", kind: "how-to" },
    { text: "POV: You Finally Tried {topic}", kind: "story" },
    { text: "The {topic} Mistake Almost Everyone Makes", kind: "mistakes" },
    { text: "Did You Know This About {topic}?", kind: "question" },
    { text: "{topic} Ka Shortcut 🔥 #shorts", kind: "hinglish" },
    { text: "1 {topic} Tip That Changed Everything", kind: "list" },
    { text: "Rate This {topic} from 1 to 10", kind: "question" },
    { text: "Stop Doing {topic} Like This", kind: "mistakes" },
    { text: "{topic} Explained in One Minute", kind: "guide" },
    { text: "{topic} Aise Karo, Thank Me Later", kind: "hinglish" },
  ],
};

/** Patterns that suit every type; they join each type's own bank. */
export const GENERAL_PATTERNS: readonly TitlePattern[] = [
  { text: "Everything You Need to Know About {topic}", kind: "guide" },
  { text: "The Truth About {topic} Nobody Talks About", kind: "story" },
  { text: "{topic}: Beginner to Pro Guide", kind: "guide" },
  { text: "Why Everyone Is Talking About {topic}", kind: "question" },
  { text: "{topic} Ke Baare Mein Sab Kuch, Simple Language Mein", kind: "hinglish" },
  { text: "What I Learned from {topic}", kind: "story" },
  { text: "{topic} Myths You Should Stop Believing", kind: "mistakes" },
  { text: "Is {topic} Worth It? An Honest Answer", kind: "question" },
  { text: "{topic}: Kya Sach Mein Kaam Karta Hai?", kind: "hinglish" },
];

/**
 * Words that make a shortened topic read as cut off when they end it ("Goa trip with friends
 * and"). They are dropped from the end of a shortened topic.
 */
export const DANGLING_WORDS: readonly string[] = [
  "a",
  "about",
  "after",
  "an",
  "and",
  "are",
  "as",
  "at",
  "before",
  "but",
  "by",
  "during",
  "for",
  "from",
  "in",
  "into",
  "is",
  "like",
  "my",
  "of",
  "on",
  "or",
  "our",
  "over",
  "per",
  "than",
  "the",
  "to",
  "under",
  "via",
  "vs",
  "with",
  "without",
  "your",
  "aur",
  "ka",
  "ke",
  "ki",
  "ko",
  "mein",
  "par",
  "se",
  "ya",
];

/** English words title case leaves lower-case inside a title, as the patterns themselves do. */
export const SMALL_WORDS: readonly string[] = [
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "from",
  "in",
  "into",
  "of",
  "on",
  "or",
  "per",
  "the",
  "to",
  "via",
  "vs",
  "with",
];
