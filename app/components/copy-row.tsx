import type { CopyState } from "~/lib/form/use-copy";
import { CharCount } from "./char-count";
import { CopyTextButton } from "./copy-button";
import { ResultLabel, ResultText } from "./results";

interface CopyRowProps {
  text: string;
  copy: CopyState;
  /** Which row holds "Copied!"; unique within its list. */
  copyKey: string;
  /** Accessible name of the button, starting with "Copy". */
  copyLabel: string;
  /** Toast description after a successful copy. */
  copiedMessage: string;
  /** Small heading above the text (a font style's name, "Bio 1"). */
  label?: string;
  /** Shows the length; with a limit, warns past it. */
  count?: boolean;
  limit?: number;
}

/** One generated text in a result list, with its own copy button. */
export function CopyRow({ text, copy, copyKey, copyLabel, copiedMessage, label, count = false, limit }: CopyRowProps) {
  return (
    <>
      <div className="min-w-0 flex-[1_1_14rem]">
        {label && <ResultLabel>{label}</ResultLabel>}
        <ResultText>{text}</ResultText>
        {count && <CharCount text={text} limit={limit} />}
      </div>
      <CopyTextButton label={copyLabel} copy={copy} copyKey={copyKey} value={text} copiedMessage={copiedMessage} />
    </>
  );
}
