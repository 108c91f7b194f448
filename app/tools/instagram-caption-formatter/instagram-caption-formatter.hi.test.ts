import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import {
  CAPTION_MESSAGES,
  analyseCaption,
  bannedMessage,
  tooLongMessage,
  tooManyHashtagsMessage,
  tooManyMentionsMessage,
} from "./instagram-caption-formatter.logic";
import { FORMATTER_WORDS } from "./words";

// The Hindi page: the same preview and counts; every check says what to fix in Hindi.
const mostlyHindi = (text: string) => expect(devanagariShare(text), text).toBeGreaterThan(0.8);

describe("the Hindi caption formatter", () => {
  it("says every check in Hindi, with the English page's figures", () => {
    expect(tooLongMessage(2_300, "hi")).toBe("Instagram में 2,200 कैरेक्टर तक चलते हैं; इस कैप्शन में 2,300 हैं। 100 कैरेक्टर कम करें।");
    expect(tooManyHashtagsMessage(6, "hi")).toBe(
      "Instagram एक पोस्ट पर 5 हैशटैग तक लेने देता है; इस कैप्शन में 6 हैं। अपने सबसे अच्छे 5 रखें।",
    );
    expect(tooManyMentionsMessage(21, "hi")).toBe("Instagram एक पोस्ट पर 20 मेंशन तक लेने देता है; इस कैप्शन में 21 हैं।");
    expect(bannedMessage(["#reels"], "hi")).toMatch(/^#reels ऐसा टैग है जिसे हमारा हैशटैग जनरेटर नहीं लेता:/u);
    expect(bannedMessage(["#reels", "#f4f"], "hi")).toMatch(/^#reels, #f4f ऐसे टैग हैं जिन्हें/u);
    for (const message of [
      tooLongMessage(2_300, "hi"),
      tooManyHashtagsMessage(6, "hi"),
      tooManyMentionsMessage(21, "hi"),
      bannedMessage(["#reels"], "hi"),
      bannedMessage(["#reels", "#f4f"], "hi"),
    ]) {
      mostlyHindi(message);
    }
  });

  it("gives the Hindi page's analysis its warnings in Hindi, and the English page's in English", () => {
    const caption = `${"यह हुक बहुत लंबा है और रुक ही नहीं रहा ".repeat(4)}\n𝐒𝐚𝐥𝐞 #a1 #b2 #c3 #d4 #e5 #f6 #reels`;
    const hindi = analyseCaption(caption, ["reels"], "hi");
    const english = analyseCaption(caption, ["reels"]);
    expect(hindi.warnings.map((warning) => warning.kind)).toEqual(english.warnings.map((warning) => warning.kind));
    expect(hindi.warnings.map((warning) => warning.kind)).toEqual([
      "too-many-hashtags",
      "banned-hashtags",
      "styled-letters",
      "hook-cut",
    ]);
    for (const warning of hindi.warnings) mostlyHindi(warning.message);
    expect(english.warnings.at(-1)?.message).toBe(CAPTION_MESSAGES.hookCut);
    expect(hindi.counts).toEqual(english.counts);
    expect(hindi.text).toBe(english.text);
  });

  it("labels the screen in Hindi", () => {
    const words = FORMATTER_WORDS.hi;
    expect(words.statusChecks(1)).toBe("प्रीव्यू तैयार: 1 चीज़ जांचनी है।");
    expect(words.statusChecks(3)).toBe("प्रीव्यू तैयार: 3 चीज़ें जांचनी हैं।");
    for (const text of [
      words.caption,
      words.placeholder,
      words.hint,
      words.preview,
      words.statusEmpty,
      words.statusClean,
      words.copyLabel,
      words.copied,
      words.nothingTitle,
      words.nothingMessage,
      words.checks,
      ...Object.values(words.counters),
      words.over,
      words.previewEmpty,
      words.more,
      words.moreContext,
      words.feedAgain,
    ]) {
      mostlyHindi(text);
    }
  });
});
