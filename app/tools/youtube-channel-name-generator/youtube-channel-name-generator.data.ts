/** Words that can go before the keyword; "" is the "no prefix" choice. */
export const PREFIXES = ["The", "Daily", "Simply", ""] as const;

export const SUFFIXES = ["Vlogs", "Labs", "Hub", "Zone", "Show", "TV", "Talks", "Creates"] as const;
