import { CharCount } from "~/components/char-count";
import { ResultCard } from "~/components/result-card";
import { TextToolForm } from "~/components/text-tool-form";
import { defaultRng } from "~/lib/random";
import { useTextGenerator } from "~/lib/use-text-generator";
import { POST_LIMIT, generatePost } from "./instagram-post-generator.logic";

export default function InstagramPostGenerator() {
  const tool = useTextGenerator<string>(
    (raw) => raw.trim(),
    "Please enter a topic for your post.",
    (prepared) => generatePost(prepared, defaultRng),
  );
  const { result: post, copy } = tool;

  return (
    <>
      <TextToolForm
        tool={tool}
        id="post-topic"
        label="Post Topic"
        placeholder="e.g. Sunday brunch, Diwali outfits, morning run"
        submitLabel="Generate Post"
      />
      {post && (
        <ResultCard
          title="Your post"
          status="Post ready."
          text={post}
          copyLabel="Copy Post"
          copy={copy}
          copiedMessage="Post copied to your clipboard."
          footer={<CharCount text={post} limit={POST_LIMIT} />}
        />
      )}
    </>
  );
}
