import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "instagram-sponsorship-rate-calculator",
  path: "/instagram/sponsorship-rate-calculator",
  platform: "instagram",
  ...en,
  hi,
  icon: "tag",
  kind: "calculator",
  folder: "instagram-sponsorship-rate-calculator",
  related: ["instagram-engagement-rate-calculator", "instagram-bio-generator", "instagram-caption-generator"],
} satisfies ToolEntry;
