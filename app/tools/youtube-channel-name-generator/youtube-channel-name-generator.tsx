import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { TextToolForm } from "~/components/text-tool-form";
import { collapseWhitespace } from "~/lib/text";
import { textInput } from "~/lib/form-fields";
import { lazyModule } from "~/lib/lazy-module";
import { defaultRng } from "~/lib/random";
import { useToolForm } from "~/lib/use-tool-form";

// The topic reader (and the hashtag topic map under it) comes with the logic, fetched once the
// page is interactive rather than before.
const logic = lazyModule(() => import("./youtube-channel-name-generator.logic"));

const FIELDS = {
  keyword: {
    kind: "text",
    label: "Your Topic or Keyword",
    placeholder: "e.g. cooking, cricket, study",
    maxLength: 100,
  },
} as const;

export default function YoutubeChannelNameGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    parse: textInput("keyword", collapseWhitespace, "Please enter a keyword or topic."),
    produce: async (keyword) => (await logic()).generateChannelNames(keyword, defaultRng),
    preload: logic,
  });
  const { result: names, copy } = tool;

  return (
    <>
      <TextToolForm tool={tool} name="keyword" id="youtube-channel-keyword" submitLabel="Generate Names" />
      {names && (
        <ResultList
          title="Your channel names"
          status={`${names.length} channel names ready.`}
          note="Generate again for a fresh mix. Check that the name is free as a YouTube handle before you settle on it."
          items={names}
          getKey={(name) => name}
          renderItem={(name, index) => (
            <CopyRow
              text={name}
              copy={copy}
              copyKey={name}
              copyLabel={`Copy name ${index + 1}`}
              copiedMessage="Channel name copied to your clipboard."
            />
          )}
        />
      )}
    </>
  );
}
