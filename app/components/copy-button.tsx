import { Button } from "./button";
import { Icon } from "./icon";

interface CopyButtonProps {
  copied: boolean;
  onCopy: () => void;
  /** Accessible name; always starts with "Copy" so every copy button is found the same way. */
  label: string;
  /** Visible text when not copied. */
  text?: string;
  variant?: "primary" | "secondary";
}

export function CopyButton({ copied, onCopy, label, text = "Copy", variant = "secondary" }: CopyButtonProps) {
  return (
    <Button variant={variant} copied={copied} onClick={onCopy} aria-label={label} data-copied={copied || undefined}>
      <Icon name={copied ? "check" : "copy"} className="h-4 w-4" />
      <span>{copied ? "Copied!" : text}</span>
    </Button>
  );
}
