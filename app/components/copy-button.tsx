import { wordsFor } from "~/content/words";
import { useWords } from "~/lib/lang/use-lang";
import type { Lang } from "~/lib/lang/lang";
import type { CopyState } from "~/lib/form/use-copy";
import { useLang } from "~/lib/lang/use-lang";
import { Button } from "./button";
import { Icon } from "./icon";

// The verb a copy button's name starts (English) or ends (Hindi) with, dropped once it has copied.
const COPY_VERB: Readonly<Record<Lang, RegExp>> = { en: /^copy\b\s*/i, hi: /\s*कॉपी करें$/ };

/**
 * The accessible name after a copy: the visible "Copied!" first, then what was copied, so a screen
 * reader hears the same words the button shows and still knows which item it was.
 * "Copy caption 3" becomes "Copied! caption 3"; "कैप्शन 3 कॉपी करें" becomes "कॉपी हो गया! कैप्शन 3".
 */
export function copiedLabel(label: string, lang: Lang = "en"): string {
  const copied = wordsFor(lang).copy.copied;
  const context = label.replace(COPY_VERB[lang], "");
  return context === "" ? copied : `${copied} ${context}`;
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

export function CopyButton({ copied, onCopy, label, text, variant = "secondary" }: CopyButtonProps) {
  const lang = useLang();
  const words = wordsFor(lang).copy;
  return (
    <Button
      variant={variant}
      copied={copied}
      onClick={onCopy}
      aria-label={copied ? copiedLabel(label, lang) : label}
      data-copied={copied || undefined}
    >
      <Icon name={copied ? "check" : "copy"} className="h-4 w-4" />
      <span>{copied ? words.copied : (text ?? words.copy)}</span>
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
  const copied = useWords().copy.copied;
  return (
    <CopyButton
      {...button}
      copied={copy.isCopied(copyKey)}
      onCopy={() => void copy.copy(copyKey, value, { success: { title: copied, description: copiedMessage } })}
    />
  );
}
