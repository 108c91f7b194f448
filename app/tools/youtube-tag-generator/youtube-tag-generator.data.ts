/**
 * Search phrasings people add to a subject on YouTube. `{topic}` is the topic's core: the topic
 * itself when it is three words or fewer, else its first two-word phrase. They are left out when
 * the topic is a question ("how to …") or has no Latin letters, where English add-ons read badly.
 */
export const TOPIC_MODIFIERS: readonly string[] = [
  "{topic} tips",
  "{topic} tutorial",
  "{topic} for beginners",
  "{topic} explained",
];

/**
 * Last words that already name the kind of video ("iPhone 16 review"). A search phrasing after them
 * reads badly ("iphone 16 review for beginners"), so a topic ending in one gets none.
 */
export const FORMAT_WORDS: readonly string[] = [
  "challenge",
  "comparison",
  "explained",
  "guide",
  "hacks",
  "review",
  "reviews",
  "tips",
  "tutorial",
  "tutorials",
  "unboxing",
  "vlog",
  "vlogs",
];

/** Opening words that make a topic a question; modifiers would read badly after them. */
export const QUESTION_WORDS: readonly string[] = [
  "how",
  "what",
  "why",
  "when",
  "which",
  "where",
  "kaise",
  "kya",
  "kyun",
  "kab",
];

/**
 * Words that do not make a tag on their own and do not start or end a phrase taken from the topic:
 * common English ones and the Hinglish glue words ("chai kaise banaye ghar par").
 */
export const STOPWORDS: readonly string[] = [
  "a",
  "about",
  "an",
  "and",
  "are",
  "as",
  "at",
  "be",
  "by",
  "can",
  "do",
  "for",
  "from",
  "how",
  "i",
  "in",
  "is",
  "it",
  "my",
  "of",
  "on",
  "or",
  "the",
  "this",
  "to",
  "vs",
  "what",
  "when",
  "which",
  "why",
  "with",
  "you",
  "your",
  "aur",
  "bhi",
  "ek",
  "hai",
  "hain",
  "ka",
  "kab",
  "kaise",
  "ke",
  "ki",
  "ko",
  "kya",
  "kyun",
  "me",
  "mein",
  "par",
  "pe",
  "se",
  "ya",
  "और",
  "एक",
  "का",
  "की",
  "के",
  "कैसे",
  "को",
  "क्या",
  "पर",
  "भी",
  "में",
  "या",
  "से",
  "है",
  "हैं",
];

/** Words that belong inside a phrase but make a useless tag on their own. */
export const WEAK_SINGLES: readonly string[] = [
  "best",
  "easy",
  "full",
  "get",
  "make",
  "more",
  "most",
  "new",
  "top",
  "try",
  "use",
  "using",
  "very",
];
