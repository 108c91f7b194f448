import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "instagram-engagement-rate-calculator",
  path: "/instagram/engagement-rate-calculator",
  platform: "instagram",
  ...en,
  hi,
  icon: "calculator",
  kind: "calculator",
  folder: "instagram-engagement-rate-calculator",
  related: ["instagram-sponsorship-rate-calculator", "instagram-growth-strategy", "instagram-hashtag-generator"],
} satisfies ToolEntry;
