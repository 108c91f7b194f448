// The creator gear shown on /affiliate-products. Links live in the site configuration
// (site.affiliateLinks[id]); a product without one shows the placeholder toast.

import { numberFormat } from "~/config/intl";

export interface AffiliateProduct {
  /** Stable id; also the key of its link in site.affiliateLinks. */
  id: string;
  name: string;
  description: string;
  /** Price in whole rupees. */
  priceInr: number;
  /** Site-relative path of a 480×360 product picture. */
  image: string;
  imageAlt: string;
  /** The product's words on the Hindi gear page (/hi/affiliate-products). */
  hi: { name: string; description: string; imageAlt: string };
}

export const PRODUCT_IMAGE_SIZE = { width: 480, height: 360 } as const;

export const products: readonly AffiliateProduct[] = [
  {
    id: "mobile-tripod",
    name: "Mobile Tripod",
    description:
      "A light, foldable tripod with a phone clamp and Bluetooth remote. Steady shots for Reels, talking-head videos and group photos — fits in a college bag.",
    priceInr: 999,
    image: "/products/mobile-tripod.svg",
    imageAlt: "A mobile tripod with three legs holding a phone upright",
    hi: {
      name: "मोबाइल ट्राइपॉड",
      description:
        "हल्का, फ़ोल्ड होने वाला ट्राइपॉड, साथ में फ़ोन क्लैंप और ब्लूटूथ रिमोट। रील्स, कैमरे से सीधे बात करने वाले वीडियो और ग्रुप फ़ोटो के लिए बिना हिले शॉट्स — कॉलेज बैग में आराम से आ जाता है।",
      imageAlt: "तीन पैरों वाला मोबाइल ट्राइपॉड, जिस पर फ़ोन सीधा खड़ा लगा है",
    },
  },
  {
    id: "ring-light",
    name: "Ring Light",
    description:
      "A 10-inch LED ring light with warm, neutral and cool modes and a phone holder in the centre. Even, flattering light for night shoots and makeup tutorials.",
    priceInr: 1499,
    image: "/products/ring-light.svg",
    imageAlt: "A round LED ring light on a stand with a phone in the middle",
    hi: {
      name: "रिंग लाइट",
      description:
        "10 इंच की LED रिंग लाइट, जिसमें वॉर्म, न्यूट्रल और कूल मोड हैं और बीच में फ़ोन होल्डर। रात की शूटिंग और मेकअप ट्यूटोरियल के लिए बराबर फैली रोशनी, जिसमें चेहरा अच्छा दिखता है।",
      imageAlt: "स्टैंड पर लगी गोल LED रिंग लाइट, जिसके बीच में फ़ोन है",
    },
  },
  {
    id: "condenser-mic",
    name: "Condenser Mic",
    description:
      "A USB condenser microphone with a desk stand for voice-overs, podcasts and YouTube narration. Clear sound is the quickest upgrade for any channel.",
    priceInr: 2499,
    image: "/products/condenser-mic.svg",
    imageAlt: "A condenser microphone on a small desk stand",
    hi: {
      name: "कंडेंसर माइक",
      description:
        "डेस्क स्टैंड वाला USB कंडेंसर माइक, वॉइस-ओवर, पॉडकास्ट और YouTube वीडियो में नैरेशन के लिए। किसी भी चैनल को सबसे जल्दी बेहतर बनाने का तरीका है साफ़ आवाज़।",
      imageAlt: "छोटे डेस्क स्टैंड पर लगा कंडेंसर माइक",
    },
  },
  {
    id: "car-phone-mount",
    name: "Phone Mount for Car",
    description:
      "A dashboard mount that grips your phone firmly for car vlogs, road-trip timelapses and hands-free navigation between shoots.",
    priceInr: 799,
    image: "/products/car-phone-mount.svg",
    imageAlt: "A car dashboard mount gripping a phone from both sides",
    hi: {
      name: "कार मोबाइल होल्डर",
      description:
        "डैशबोर्ड पर लगने वाला होल्डर, जो आपके फ़ोन को मज़बूती से पकड़े रखता है — कार व्लॉग, रोड ट्रिप के टाइम-लैप्स और शूट के बीच हैंड्स-फ़्री नेविगेशन के लिए।",
      imageAlt: "कार के डैशबोर्ड पर लगा होल्डर, जो फ़ोन को दोनों तरफ़ से पकड़े हुए है",
    },
  },
  {
    id: "gimbal-stabilizer",
    name: "Gimbal Stabilizer",
    description:
      "A three-axis smartphone gimbal that smooths out walking shots, with face tracking and a fold-flat design. Cinematic travel and vlog footage without shaky hands.",
    priceInr: 7999,
    image: "/products/gimbal-stabilizer.svg",
    imageAlt: "A handheld three-axis gimbal holding a phone",
    hi: {
      name: "गिम्बल स्टेबलाइज़र",
      description:
        "स्मार्टफ़ोन के लिए 3-ऐक्सिस गिम्बल, जो चलते हुए लिए गए शॉट्स को स्मूद बना देता है। इसमें फ़ेस ट्रैकिंग है और यह फ़ोल्ड होकर सपाट हो जाता है। हाथ कांपने की टेंशन के बिना सिनेमैटिक ट्रैवल और व्लॉग फ़ुटेज।",
      imageAlt: "हाथ में पकड़ने वाला 3-ऐक्सिस गिम्बल, जिसमें फ़ोन लगा है",
    },
  },
  {
    id: "green-screen",
    name: "Green Screen",
    description:
      "A collapsible green backdrop with a stand. Swap your room for any background with the chroma key tool in KineMaster or PowerDirector on a phone, or DaVinci Resolve on a laptop — great for reaction videos and explainers.",
    priceInr: 1299,
    image: "/products/green-screen.svg",
    imageAlt: "A collapsible green screen on a stand",
    hi: {
      name: "ग्रीन स्क्रीन",
      description:
        "स्टैंड के साथ फ़ोल्ड होने वाला हरा बैकड्रॉप। फ़ोन पर KineMaster या PowerDirector के क्रोमा की टूल से, या लैपटॉप पर DaVinci Resolve से, अपने कमरे की जगह कोई भी बैकग्राउंड लगाइए — रिएक्शन वीडियो और एक्सप्लेनर वीडियो के लिए बढ़िया।",
      imageAlt: "स्टैंड पर लगी, फ़ोल्ड होने वाली ग्रीन स्क्रीन",
    },
  },
];

/** 1499 → "₹1,499" (Indian digit grouping). */
export function formatInr(amount: number): string {
  return `₹${numberFormat({ maximumFractionDigits: 0 }).format(amount)}`;
}
