import { blogPath } from "~/content/blog-slugs";
import { useWords } from "~/lib/lang/use-lang";
import { canonicalUrl } from "~/lib/site/meta";
import { useLocalPath } from "~/lib/lang/use-lang";
import { useCopy } from "~/lib/form/use-copy";
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
