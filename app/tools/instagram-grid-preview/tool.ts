import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "instagram-grid-preview",
  path: "/instagram/grid-preview",
  platform: "instagram",
  ...en,
  hi,
  icon: "grid",
  kind: "preview",
  folder: "instagram-grid-preview",
  related: ["instagram-caption-generator", "instagram-hashtag-generator", "instagram-growth-strategy"],
  // The pictures the visitor picks are shown from blob: addresses made on the device.
  csp: { imgSrc: ["blob:"] },
} satisfies ToolEntry;
