import { useState } from "react";
import { CharCount } from "~/components/char-count";
import { ResultCard } from "~/components/result-card";
import { TextField } from "~/components/text-field";
import { ToolForm } from "~/components/tool-form";
import { defaultRng } from "~/lib/random";
import { codePointLength, utf8ByteLength } from "~/lib/text";
import { toastError } from "~/lib/toast";
import { useCopy } from "~/lib/use-copy";
import { useGenerate } from "~/lib/use-generate";
import {
  DESCRIPTION_BYTE_LIMIT,
  TITLE_CHAR_LIMIT,
  generateDescription,
  isTitleTooLong,
  normaliseTitle,
} from "./youtube-description-generator.logic";

interface Description {
  title: string;
  text: string;
}

const format = new Intl.NumberFormat("en-IN");

export default function YoutubeDescriptionGenerator() {
  const [title, setTitle] = useState("");
  const generation = useGenerate<Description>();
  const copy = useCopy(generation.result);
  const result = generation.result;

  function submit() {
    const normalised = normaliseTitle(title);
    if (!normalised) {
      toastError("Please enter a video title.");
      return;
    }
    generation.run(() => ({ title: normalised, text: generateDescription(normalised, defaultRng) }));
  }

  return (
    <>
      <ToolForm onSubmit={submit} loading={generation.loading} submitLabel="Generate Description" inline>
        <TextField
          id="youtube-video-title"
          label="Video Title"
          placeholder="e.g. How I Edit My Reels on a Phone"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          autoComplete="off"
          enterKeyHint="go"
        />
      </ToolForm>
      {result && (
        <ResultCard
          title="Your description"
          status="Description ready. Replace the [your link] placeholders and retime the chapters."
          text={result.text}
          copyLabel="Copy Description"
          copied={copy.isCopied("description")}
          onCopy={() =>
            void copy.copy("description", result.text, {
              success: { title: "Copied!", description: "Description copied to your clipboard." },
            })
          }
          footer={
            <>
              <CharCount text={result.text} count={utf8ByteLength(result.text)} limit={DESCRIPTION_BYTE_LIMIT} unit="bytes" />
              {isTitleTooLong(result.title) && (
                <p className="results-note" data-testid="title-note">
                  Your title is {format.format(codePointLength(result.title))} characters long. YouTube allows{" "}
                  {TITLE_CHAR_LIMIT}, so shorten it before you upload.
                </p>
              )}
            </>
          }
        />
      )}
    </>
  );
}
