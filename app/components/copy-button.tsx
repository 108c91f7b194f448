import { Button } from "./button";
import { Icon } from "./icon";

export const COPIED_TEXT = "Copied!";

/**
 * The accessible name after a copy: the visible "Copied!" first, then what was copied, so a screen
 * reader hears the same words the button shows and still knows which item it was.
 * "Copy caption 3" becomes "Copied! caption 3".
 */
export function copiedLabel(label: string): string {
  const context = label.replace(/^copy\b\s*/i, "");
  return context === "" ? COPIED_TEXT : `${COPIED_TEXT} ${context}`;
}

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
    <Button
      variant={variant}
      copied={copied}
      onClick={onCopy}
      aria-label={copied ? copiedLabel(label) : label}
      data-copied={copied || undefined}
    >
      <Icon name={copied ? "check" : "copy"} className="h-4 w-4" />
      <span>{copied ? COPIED_TEXT : text}</span>
    </Button>
  );
}
