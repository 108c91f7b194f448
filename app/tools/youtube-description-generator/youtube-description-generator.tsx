import { formatCount } from "~/lib/numbers";
import { CharCount } from "~/components/char-count";
import { ResultCard } from "~/components/result-card";
import { ResultsNote } from "~/components/results";
import { TextToolForm } from "~/components/text-tool-form";
import { textInput } from "~/lib/form-fields";
import { visitDeck } from "~/lib/deck";
import { defaultRng } from "~/lib/random";
import { codePointLength, utf8ByteLength } from "~/lib/text";
import { useToolForm } from "~/lib/use-tool-form";
import {
  DESCRIPTION_BYTE_LIMIT,
  TITLE_CHAR_LIMIT,
  descriptionDeckKey,
  generateDescription,
  isTitleTooLong,
  normaliseTitle,
} from "./youtube-description-generator.logic";
import { DESCRIPTION_TEMPLATES } from "./youtube-description-generator.data";

const FIELDS = { title: { kind: "text", label: "Video Title", maxLength: 10_000 } } as const;

export default function YoutubeDescriptionGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: textInput("title", normaliseTitle, "Please enter a video title."),
    produce: (title) => ({
      title,
      text: generateDescription(title, defaultRng, (type) =>
        visitDeck(descriptionDeckKey(type), DESCRIPTION_TEMPLATES[type]),
      ),
    }),
  });
  const { result, copy } = tool;

  return (
    <>
      <TextToolForm
        tool={tool}
        name="title"
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
                  Your title is {formatCount(codePointLength(result.title))} characters long. YouTube allows{" "}
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
