export const INTERESTS = [
  "Fashion",
  "Travel",
  "Food",
  "Fitness",
  "Tech",
  "Gaming",
  "Art",
  "Comedy",
  "Education",
  "DIY",
] as const;

export type Interest = (typeof INTERESTS)[number];

/** Four niches per interest, exactly as the product lists them. */
export const NICHES: Readonly<Record<Interest, readonly [string, string, string, string]>> = {
  Fashion: ["Streetwear", "Sustainable Fashion", "Vintage Looks", "Thrift Hauls"],
  Travel: ["Solo Travel", "Budget Backpacking", "Luxury Resorts", "Adventure Travel"],
  Food: ["Home Cooking", "Street Food Reviews", "Healthy Recipes", "Baking"],
  Fitness: ["Home Workouts", "Yoga & Meditation", "Bodybuilding", "Marathon Training"],
  Tech: ["Gadget Reviews", "Programming Tutorials", "Smartphone Photography", "PC Building"],
  Gaming: ["eSports Commentary", "Indie Game Reviews", "Live Streaming", "Retro Gaming"],
  Art: ["Digital Painting", "Watercolor Tutorials", "Sketching", "Pottery"],
  Comedy: ["Stand-up Clips", "Funny Skits", "Meme Reviews", "Pranks"],
  Education: ["Study Tips", "Book Summaries", "Language Learning", "Science Experiments"],
  DIY: ["Home Decor", "Upcycling Clothes", "Crafting", "Woodworking"],
};

/** "{niche}" is replaced with the suggestion. */
export const ENCOURAGEMENTS = [
  "{niche} has room for a fresh voice. Post three times a week for a month and let your comments tell you what to make next. 🚀",
  "Make {niche} your own: your city, your budget, your way of saying things. Bas shuru karo, perfect baad mein ho jayega! ✨",
  "Lots of people like {niche}; very few show up for it every week. Be the one who does. 💪",
  "Start small with {niche}: three posts this week, then double down on whichever one gets saved the most. 📌",
  "Your first ten {niche} posts are practice, not a verdict. Keep going, the algorithm rewards the ones who stay. 🌱",
  "{niche} fans love detail. Go one level deeper than everyone else and they will follow you for it. 🔍",
] as const;
