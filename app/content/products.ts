// The creator gear shown on /affiliate-products. Links live in the site configuration
// (site.affiliateLinks[id]); a product without one shows the placeholder toast.

import { numberFormat } from "~/lib/intl";

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
  },
  {
    id: "ring-light",
    name: "Ring Light",
    description:
      "A 10-inch LED ring light with warm, neutral and cool modes and a phone holder in the centre. Even, flattering light for night shoots and makeup tutorials.",
    priceInr: 1499,
    image: "/products/ring-light.svg",
    imageAlt: "A round LED ring light on a stand with a phone in the middle",
  },
  {
    id: "condenser-mic",
    name: "Condenser Mic",
    description:
      "A USB condenser microphone with a desk stand for voice-overs, podcasts and YouTube narration. Clear sound is the quickest upgrade for any channel.",
    priceInr: 2499,
    image: "/products/condenser-mic.svg",
    imageAlt: "A condenser microphone on a small desk stand",
  },
  {
    id: "car-phone-mount",
    name: "Phone Mount for Car",
    description:
      "A dashboard mount that grips your phone firmly for car vlogs, road-trip timelapses and hands-free navigation between shoots.",
    priceInr: 799,
    image: "/products/car-phone-mount.svg",
    imageAlt: "A car dashboard mount gripping a phone from both sides",
  },
  {
    id: "gimbal-stabilizer",
    name: "Gimbal Stabilizer",
    description:
      "A three-axis smartphone gimbal that smooths out walking shots, with face tracking and a fold-flat design. Cinematic travel and vlog footage without shaky hands.",
    priceInr: 7999,
    image: "/products/gimbal-stabilizer.svg",
    imageAlt: "A handheld three-axis gimbal holding a phone",
  },
  {
    id: "green-screen",
    name: "Green Screen",
    description:
      "A collapsible green backdrop with a stand. Swap your room for any background with the chroma key tool in KineMaster or PowerDirector on a phone, or DaVinci Resolve on a laptop — great for reaction videos and explainers.",
    priceInr: 1299,
    image: "/products/green-screen.svg",
    imageAlt: "A collapsible green screen on a stand",
  },
];

/** 1499 → "₹1,499" (Indian digit grouping). */
export function formatInr(amount: number): string {
  return `₹${numberFormat({ maximumFractionDigits: 0 }).format(amount)}`;
}
