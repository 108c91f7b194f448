import { blogPath } from "~/content/blog-slugs";
import { canonicalUrl } from "~/lib/meta";
import { useCopy } from "~/lib/use-copy";
import { CopyButton } from "./copy-button";

/** Share on an article copies its canonical address; the button then says "Copied!" like every copy button. */
export function ShareButton({ slug }: { slug: string }) {
  const copy = useCopy(slug);
  return (
    <CopyButton
      label="Copy link to share this post"
      text="Share"
      copied={copy.isCopied("share")}
      onCopy={() =>
        void copy.copy("share", canonicalUrl(blogPath(slug)), {
          success: { title: "Link copied!", description: "Post link has been copied to your clipboard." },
        })
      }
    />
  );
}
