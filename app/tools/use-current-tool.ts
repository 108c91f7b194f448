import { useMatches } from "react-router";
import type { ToolEntry } from "~/lib/tool-entry";
import { toolById } from "./registry";

/** The registry entry of the tool page being shown (the route id is the tool id). */
export function useCurrentTool(): ToolEntry {
  const id = useMatches().at(-1)?.id ?? "";
  const tool = toolById(id);
  if (!tool) throw new Error(`No registered tool for route "${id}"`);
  return tool;
}
