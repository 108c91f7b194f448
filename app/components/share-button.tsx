import { blogPath } from "~/content/blog-slugs";
import { useWords } from "~/content/words";
import { canonicalUrl } from "~/lib/meta";
import { useLocalPath } from "~/lib/use-lang";
import { useCopy } from "~/lib/use-copy";
import { CopyButton } from "./copy-button";

/** Share on an article copies its canonical address; the button then says "Copied!" like every copy button. */
export function ShareButton({ slug }: { slug: string }) {
  const copy = useCopy(slug);
  const words = useWords().blog;
  const local = useLocalPath();
  return (
    <CopyButton
      label={words.shareLabel}
      text={words.share}
      copied={copy.isCopied("share")}
      onCopy={() => void copy.copy("share", canonicalUrl(local(blogPath(slug))), { success: words.shareCopied })}
    />
  );
}
