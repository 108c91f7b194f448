import { Link } from "react-router";
import type { ToolEntry } from "~/lib/tool-entry";
import { Icon } from "./icon";

export function ToolCard({ tool }: { tool: ToolEntry }) {
  return (
    <Link to={tool.path} className={`tool-card tool-card-${tool.platform}`}>
      <span className="tool-card-icon">
        <Icon name={tool.icon} className="h-6 w-6" />
      </span>
      <span className="tool-card-name">{tool.name}</span>
      <span className="tool-card-description">{tool.description}</span>
    </Link>
  );
}
