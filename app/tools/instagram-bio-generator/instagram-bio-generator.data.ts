/** In the order the choices appear on screen. */
export const PROFILE_TYPES = [
  { value: "influencer", label: "Influencer" },
  { value: "creator", label: "Creator" },
  { value: "student", label: "Student" },
  { value: "fashion", label: "Fashion" },
  { value: "travel", label: "Travel" },
  { value: "fitness", label: "Fitness" },
  { value: "coding", label: "Coding" },
  { value: "photography", label: "Photography" },
  { value: "meme-page", label: "Meme Page" },
] as const;

export type ProfileType = (typeof PROFILE_TYPES)[number]["value"];

// Line breaks are part of the bios: Instagram keeps them, and most profiles read line by line.
export const BIOS: Readonly<Record<ProfileType, readonly string[]>> = {
  influencer: [
    "✨ Lifestyle | Beauty | Honest reviews\n📍 Mumbai\n💌 Collabs: DM or mail\n👇 Latest reel",
    "Making everyday life a little more aesthetic 🌸\nSkincare • Outfits • Café hopping\n📩 Collabs via the link below",
    "Desi girl, global vibes 🌏\nFashion + food + feelings\n200K+ fam and counting 💖\nBusiness enquiries 👇",
    "Sharing only what I actually use, no paid jhooth 🙅\n🛍️ Shop my favourites below",
    "Your daily dose of style and sass 💅\nDelhi ➜ everywhere\n📧 Brand enquiries in the link",
  ],
  creator: [
    "Creating the things I wish existed 🎨\nNew reels every Tue & Fri\n🔗 Everything I make ↓",
    "Storyteller with a camera 📸\nTurning small moments into scroll-stoppers\nNew reel every week",
    "Creator | Editor | Chai addict ☕\nHelping you grow on Insta, one tip at a time 📈\nFree guide ↓",
    "Ideas ➜ scripts ➜ reels 🎬\nBehind the scenes of a full-time creator\n📩 Collabs: DM",
  ],
  student: [
    "📚 B.Tech CSE '26\nCoffee, code and last-minute assignments\nDreaming bigger than my hostel room 🌙",
    "Student by day, overthinker by night 🌙\n📍 Pune | Class of 2026",
    "Exams, playlists and a lot of Maggi 🍜\nCommerce student figuring life out 📈",
    "NEET aspirant 🩺 One chapter at a time\nSharing my study routine and notes 📝",
    "Just a kid from Kerala with big dreams 🌴\nLiterature student | Bookstagram 📖",
  ],
  fashion: [
    "Thrift finds and desi fusion 👗\nStyling looks under ₹1,000 is my superpower\nOutfit links ↓",
    "Ethnic on Fridays, streetwear on weekends ✨\n📍 Jaipur | Fashion student",
    "Dressed to express, not to impress 💃\nDaily OOTD | Styling tips | Hauls",
    "Sarees, sneakers and everything in between 👟\nStyle diaries from Kolkata 🌼",
  ],
  travel: [
    "🌍 14 states down, 14 to go\nBudget trips • Hidden gems • Local food\nCurrently in 📍 Spiti",
    "Backpack full of stories 🎒\nSolo female traveller sharing safety tips and itineraries",
    "Chasing sunrises, not deadlines 🌄\nWeekend getaways from Bangalore\nTrip guides ↓",
    "Plane tickets > material things ✈️\nTravel vlogs every Sunday\n📩 Hotel collabs: DM",
  ],
  fitness: [
    "💪 Certified trainer | Desi diet, real results\nNo fad diets, just consistency\nFree workout plan ↓",
    "92 kg ➜ 68 kg, and sharing everything I learned 🏋️\nHome workouts | High-protein veg meals",
    "Yoga at sunrise, gym at sunset 🧘\nHelping busy people stay fit\n📍 Chandigarh",
    "Lift heavy, eat ghar ka khana 🍛\nStrength coach | Online coaching open",
  ],
  coding: [
    "💻 Full-stack dev | JavaScript & Python\nExplaining code in simple Hinglish\nDSA notes ↓",
    "Turning chai into code ☕ ➜ 💻\nSoftware engineer at a startup\nTips for freshers and interviews",
    "Debugging life one console.log at a time 🐞\nWeb dev tutorials every week",
    "Self-taught developer from a small town 🚀\nProof you don't need a fancy college\nRoadmaps ↓",
  ],
  photography: [
    "📷 Capturing Delhi's streets, one frame at a time\nPrints available\nBookings: DM",
    "Light chaser | Portrait & wedding photographer 📸\n📍 Hyderabad\nBookings open",
    "Mobile photography tips that actually work 📱\nShot on phone, edited in Lightroom",
    "Finding stories in ordinary places 🌆\nStreet | Travel | Candid\nPresets ↓",
  ],
  "meme-page": [
    "Memes so relatable your mummy might follow 😂\nDaily dose of desi humour\n📩 Promotions: DM",
    "We post memes, you tag your friends 🤝\nNo chill, only thrill 😎",
    "Certified meme dealer 🧃\nEngineering pain, hostel life, office drama\nTurn on post notifications 🔔",
    "Laughing at life because crying is tiring 😅\nFresh memes every 6 hours",
  ],
};
