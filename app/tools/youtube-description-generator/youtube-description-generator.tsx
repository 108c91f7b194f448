import { CharCount } from "~/components/char-count";
import { ResultCard } from "~/components/result-card";
import { ResultsNote } from "~/components/results";
import { TextToolForm } from "~/components/text-tool-form";
import { defaultRng } from "~/lib/random";
import { codePointLength, utf8ByteLength } from "~/lib/text";
import { useTextGenerator } from "~/lib/use-text-generator";
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
  const tool = useTextGenerator<Description>(normaliseTitle, "Please enter a video title.", (prepared) => ({
    title: prepared,
    text: generateDescription(prepared, defaultRng),
  }));
  const { result, copy } = tool;

  return (
    <>
      <TextToolForm
        tool={tool}
        id="youtube-video-title"
        label="Video Title"
        placeholder="e.g. How I Edit My Reels on a Phone"
        submitLabel="Generate Description"
      />
      {result && (
        <ResultCard
          title="Your description"
          status="Description ready. Replace the [your link] placeholders and retime the chapters."
          text={result.text}
          copyLabel="Copy Description"
          copy={copy}
          copiedMessage="Description copied to your clipboard."
          footer={
            <>
              <CharCount
                text={result.text}
                count={utf8ByteLength(result.text)}
                limit={DESCRIPTION_BYTE_LIMIT}
                unit="bytes"
              />
              {isTitleTooLong(result.title) && (
                <ResultsNote data-testid="title-note">
                  Your title is {format.format(codePointLength(result.title))} characters long. YouTube allows{" "}
                  {TITLE_CHAR_LIMIT}, so shorten it before you upload.
                </ResultsNote>
              )}
            </>
          }
        />
      )}
    </>
  );
}
