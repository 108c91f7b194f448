import { useLocation } from "react-router";
import type { ToolEntry } from "~/lib/site/tool-entry";
import { toolByPath } from "./registry";

/** The registry entry of the tool page being shown, in either language (found by the page's path). */
export function useCurrentTool(): ToolEntry {
  const { pathname } = useLocation();
  const tool = toolByPath(pathname);
  if (!tool) throw new Error(`No registered tool at "${pathname}"`);
  return tool;
}
