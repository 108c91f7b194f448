import { CharCount } from "~/components/char-count";
import { ResultCard } from "~/components/result-card";
import { TextToolForm } from "~/components/text-tool-form";
import { textInput } from "~/lib/form-fields";
import { visitDeck } from "~/lib/deck";
import { defaultRng } from "~/lib/random";
import { useToolForm } from "~/lib/use-tool-form";
import { POST_DECK_KEY, POST_LIMIT, generatePost } from "./instagram-post-generator.logic";
import { POST_TEMPLATES } from "./instagram-post-generator.data";

const FIELDS = { topic: { kind: "text", label: "Post Topic", maxLength: 10_000 } } as const;

export default function InstagramPostGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: textInput("topic", (raw) => raw.trim(), "Please enter a topic for your post."),
    produce: (topic) => generatePost(topic, defaultRng, visitDeck(POST_DECK_KEY, POST_TEMPLATES)),
  });
  const { result: post, copy } = tool;

  return (
    <>
      <TextToolForm
        tool={tool}
        name="topic"
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
