import { useState } from "react";
import { CharCount } from "~/components/char-count";
import { ResultCard } from "~/components/result-card";
import { TextField } from "~/components/text-field";
import { ToolForm } from "~/components/tool-form";
import { defaultRng } from "~/lib/random";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import { POST_LIMIT, generatePost } from "./instagram-post-generator.logic";

export default function InstagramPostGenerator() {
  const [topic, setTopic] = useState("");
  const generation = useGenerate<string>();
  const copy = useCopy(generation.result);
  const post = generation.result;

  function submit() {
    if (!topic.trim()) {
      toastError("Please enter a topic for your post.");
      return;
    }
    generation.run(() => generatePost(topic, defaultRng));
  }

  return (
    <>
      <ToolForm onSubmit={submit} loading={generation.loading} submitLabel="Generate Post" inline>
        <TextField
          id="post-topic"
          label="Post Topic"
          placeholder="e.g. Sunday brunch, Diwali outfits, morning run"
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
          autoComplete="off"
          enterKeyHint="go"
        />
      </ToolForm>
      {post && (
        <ResultCard
          title="Your post"
          status="Post ready."
          text={post}
          copyLabel="Copy Post"
          copied={copy.isCopied("post")}
          onCopy={() =>
            void copy.copy("post", post, {
              success: { title: "Copied!", description: "Post copied to your clipboard." },
            })
          }
          footer={<CharCount text={post} limit={POST_LIMIT} />}
        />
      )}
    </>
  );
}
