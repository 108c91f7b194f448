import type { CopyState } from "~/lib/use-copy";
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

interface CopyTextButtonProps extends Pick<CopyButtonProps, "label" | "text" | "variant"> {
  copy: CopyState;
  /** Which of the page's copy buttons this is, so only it shows "Copied!". */
  copyKey: string;
  /** What goes on the clipboard. */
  value: string;
  /** The toast's words under "Copied!". */
  copiedMessage: string;
}

/** A copy button wired to the page's copy state: copies `value`, then says so in a "Copied!" toast. */
export function CopyTextButton({ copy, copyKey, value, copiedMessage, ...button }: CopyTextButtonProps) {
  return (
    <CopyButton
      {...button}
      copied={copy.isCopied(copyKey)}
      onCopy={() => void copy.copy(copyKey, value, { success: { title: COPIED_TEXT, description: copiedMessage } })}
    />
  );
}
