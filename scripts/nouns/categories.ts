// The group a dictionary noun belongs to, as creators tag it: the nearest ancestor of its sense named
// here ("gecko" → lizard → reptile: #reptile, #reptiles). A noun whose chain names none of these
// within a few steps has no group, and its tags are made from its own words only. Keys are a
// synset's first word, "@" its lexicographer file where the word alone is ambiguous, as in kinds.ts; values are the tag's singular and plural, both real tags.
import { type WordNet, ancestors } from "./wordnet";

export const CATEGORY_TAGS: Readonly<Record<string, readonly [string, string]>> = {
  // Animals: the groups pet keepers and wildlife pages follow.
  lizard: ["reptile", "reptiles"],
  snake: ["snake", "snakes"],
  turtle: ["turtle", "turtles"],
  reptile: ["reptile", "reptiles"],
  parrot: ["parrot", "parrots"],
  "bird of prey": ["birdsofprey", "raptors"],
  bird: ["bird", "birds"],
  "fish@animal": ["fish", "aquarium"],
  dog: ["dog", "dogs"],
  "domestic cat": ["cat", "cats"],
  "big cat": ["bigcat", "bigcats"],
  rodent: ["rodent", "smallpets"],
  rabbit: ["rabbit", "bunnies"],
  horse: ["horse", "horses"],
  butterfly: ["butterfly", "butterflies"],
  insect: ["insect", "insects"],
  spider: ["spider", "spiders"],
  primate: ["primate", "primates"],
  bovine: ["cattle", "cows"],
  amphibian: ["amphibian", "amphibians"],
  "aquatic mammal": ["marinelife", "oceanlife"],
  mammal: ["wildlife", "animals"],
  // Food.
  dessert: ["dessert", "desserts"],
  "baked goods": ["baking", "bakery"],
  bread: ["bread", "baking"],
  cake: ["cake", "cakes"],
  "sweet@food": ["sweet", "sweets"],
  candy: ["candy", "sweets"],
  cheese: ["cheese", "cheeselover"],
  soup: ["soup", "soups"],
  salad: ["salad", "salads"],
  sandwich: ["sandwich", "sandwiches"],
  "edible fruit": ["fruit", "fruits"],
  vegetable: ["vegetable", "vegetables"],
  seafood: ["seafood", "seafoodlover"],
  meat: ["meat", "nonveg"],
  beverage: ["drink", "drinks"],
  cocktail: ["cocktail", "cocktails"],
  tea: ["tea", "tealover"],
  coffee: ["coffee", "coffeelover"],
  dish: ["food", "foodie"],
  // Plants.
  houseplant: ["houseplant", "houseplants"],
  flower: ["flower", "flowers"],
  cactus: ["cactus", "succulents"],
  // Things to buy: the shelves they sit on.
  "home appliance": ["homeappliances", "appliances"],
  "kitchen utensil": ["kitchen", "kitchenessentials"],
  "cooking utensil": ["kitchen", "kitchenessentials"],
  cookware: ["kitchen", "cookware"],
  furniture: ["furniture", "homedecor"],
  lamp: ["lighting", "homedecor"],
  "bed linen": ["homedecor", "bedroom"],
  footwear: ["footwear", "shoes"],
  shoe: ["shoes", "footwear"],
  garment: ["fashion", "ootd"],
  clothing: ["fashion", "ootd"],
  headdress: ["fashion", "accessories"],
  jewelry: ["jewellery", "jewelry"],
  "bag@artifact": ["bags", "accessories"],
  "makeup@artifact": ["makeup", "beauty"],
  cosmetic: ["beauty", "skincare"],
  toiletry: ["selfcare", "beauty"],
  perfume: ["perfume", "fragrance"],
  timepiece: ["watches", "watch"],
  "musical instrument": ["music", "musician"],
  camera: ["camera", "photography"],
  computer: ["tech", "computer"],
  "telephone@artifact": ["phone", "tech"],
  "electronic device": ["tech", "gadgets"],
  "electronic equipment": ["tech", "gadgets"],
  toy: ["toys", "toy"],
  "sports equipment": ["sports", "sportsgear"],
  "hand tool": ["tools", "diy"],
  "power tool": ["tools", "diy"],
  bicycle: ["cycling", "bicycle"],
  motorcycle: ["bike", "bikes"],
  car: ["car", "cars"],
  truck: ["truck", "trucks"],
  boat: ["boat", "boats"],
  aircraft: ["aviation", "aircraft"],
  vehicle: ["vehicle", "automobile"],
  book: ["books", "bookstagram"],
  // Pastimes and places.
  sport: ["sports", "sport"],
  dance: ["dance", "dancer"],
  art: ["art", "artist"],
  "craft@act": ["crafts", "handmade"],
  needlework: ["crafts", "handmade"],
  "exercise@act": ["fitness", "workout"],
  "game@act": ["games", "gaming"],
  market: ["shopping", "market"],
  shop: ["shopping", "shop"],
  restaurant: ["restaurant", "foodie"],
  temple: ["temple", "spiritual"],
  museum: ["museum", "history"],
  park: ["park", "outdoors"],
  beach: ["beach", "beachlife"],
  "mountain@object": ["mountains", "hills"],
  lake: ["lake", "nature"],
  waterfall: ["waterfall", "nature"],
  building: ["architecture", "building"],
};

/** How far up the chain a group may be: beyond this the group says too little ("object"). */
const DEPTH = 6;

/** The group of a sense, named by its key in CATEGORY_TAGS, or null. */
export function categoryOfSense(wordnet: WordNet, offset: string): string | null {
  for (const up of ancestors(wordnet, offset).slice(1, DEPTH + 1)) {
    const synset = wordnet.synsets.get(up);
    if (!synset) continue;
    const word = synset.words[0]?.toLowerCase().replace(/\(\w+\)$/u, "") ?? "";
    // Own keys only: "constructor" is on every object's prototype.
    for (const key of [`${word}@${synset.file}`, word]) if (Object.hasOwn(CATEGORY_TAGS, key)) return key;
  }
  return null;
}
