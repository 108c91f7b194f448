import { formatCount } from "~/lib/numbers";
import { CharCount } from "~/components/char-count";
import { ResultCard } from "~/components/result-card";
import { ResultsNote } from "~/components/results";
import { TextToolForm } from "~/components/text-tool-form";
import { textInput } from "~/lib/form-fields";
import { visitDeck } from "~/lib/deck";
import { defaultRng } from "~/lib/random";
import { codePointLength, utf8ByteLength } from "~/lib/text";
import { lazyModule } from "~/lib/lazy-module";
import { useToolForm } from "~/lib/use-tool-form";
import {
  DESCRIPTION_BYTE_LIMIT,
  DESCRIPTION_FIELDS,
  TITLE_CHAR_LIMIT,
  isTitleTooLong,
  normaliseTitle,
} from "./youtube-description-generator.form";

// The templates and the hashtag topic map come with the logic, fetched once the page is interactive.
const logic = lazyModule(() => import("./youtube-description-generator.logic"));

export default function YoutubeDescriptionGenerator() {
  const tool = useToolForm({
    fields: DESCRIPTION_FIELDS,
    parse: textInput("title", normaliseTitle, "Please enter a video title."),
    produce: async (title) => {
      const { generateDescription } = await logic();
      // One deck per set of templates a reading gets, kept for the visit: no shape repeats before all were shown.
      return { title, text: generateDescription(title, defaultRng, (key, templates) => visitDeck(key, templates)) };
    },
    preload: logic,
  });
  const { result, copy } = tool;

  return (
    <>
      <TextToolForm tool={tool} name="title" id="youtube-video-title" submitLabel="Generate Description" />
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
