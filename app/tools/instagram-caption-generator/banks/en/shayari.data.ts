// Shayari is a Hindi and Urdu form, and Indian creators post it on English captions in Roman
// letters, as the English bank's Hinglish lines are written. So the English page deals the Hindi
// page's Hinglish shayari: one bank, one spelling, rather than two Roman banks that drift apart.
export { HINGLISH_SHAYARI as SHAYARI } from "../hinglish/shayari.data";
