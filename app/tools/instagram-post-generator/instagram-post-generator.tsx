import { CharCount } from "~/components/char-count";
import { ResultCard } from "~/components/result-card";
import { TextToolForm } from "~/components/text-tool-form";
import { textInput } from "~/lib/form-fields";
import { visitDeck } from "~/lib/deck";
import { lazyModule } from "~/lib/lazy-module";
import { defaultRng } from "~/lib/random";
import { useToolForm } from "~/lib/use-tool-form";
import { POST_FIELDS, POST_LIMIT } from "./instagram-post-generator.form";

// The templates and the hashtag topic map come with the logic, fetched once the page is interactive.
const logic = lazyModule(() => import("./instagram-post-generator.logic"));

export default function InstagramPostGenerator() {
  const tool = useToolForm({
    fields: POST_FIELDS,
    parse: textInput("topic", (raw) => raw.trim(), "Please enter a topic for your post."),
    produce: async (topic) => {
      const { generatePost } = await logic();
      // One deck per set of openings a reading gets, kept for the visit: none repeats before all were shown.
      return generatePost(topic, defaultRng, (key, templates) => visitDeck(key, templates));
    },
    preload: logic,
  });
  const { result: post, copy } = tool;

  return (
    <>
      <TextToolForm tool={tool} name="topic" id="post-topic" submitLabel="Generate Post" />
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
