import { describe, expect, it } from "vitest";
import { NUMBER_MESSAGES, percentTooLargeMessage, readCount, readPercent, tooLargeMessage } from "~/lib/text/numbers";
import { devanagariShare } from "~/test/devanagari-text";
import { hiNumberMessage, hiPercent, hiTooLarge, messageMap } from "./hi";

describe("the number reader's messages in Hindi", () => {
  it("has a Hindi message, ending with “।”, for every one of the reader's", () => {
    const hindi = Object.values(NUMBER_MESSAGES).map((message) => hiNumberMessage(message));
    expect(new Set(hindi).size).toBe(Object.keys(NUMBER_MESSAGES).length);
    for (const message of hindi) {
      expect(message).toMatch(/।$/u);
      expect(devanagariShare(message)).toBeGreaterThan(0.6);
    }
  });

  it("answers what the reader really says, typed examples kept as typed", () => {
    const said = (result: ReturnType<typeof readCount>) => (result.ok ? "" : hiNumberMessage(result.message, [20]));
    expect(said(readCount(""))).toBe("कोई संख्या लिखें।");
    expect(said(readCount("abc"))).toBe("संख्या अंकों में लिखें, जैसे 12,500, 12.5k या 1.2 लाख।");
    expect(said(readCount("12,50"))).toBe("कॉमा देख लें: 12,500 या 1,20,000 लिखें।");
    expect(said(readCount("-5"))).toBe("संख्या माइनस में नहीं हो सकती।");
    expect(said(readCount("0"))).toBe("संख्या ज़ीरो से ज़्यादा होनी चाहिए।");
    expect(said(readCount("12.5", { wholeNumber: true }))).toBe("दशमलव के बिना पूरी संख्या लिखें।");
    expect(said(readCount("9".repeat(41)))).toBe("संख्या के लिए यह बहुत लंबा है। 12,500, 12.5k या 1.2 लाख की तरह लिखें।");
    expect(said(readCount("21", { max: 20 }))).toBe("यह 20 से ज़्यादा है। संख्या एक बार जांच लें।");
    expect(said(readPercent("abc"))).toBe("प्रतिशत अंकों में लिखें, जैसे 3.5 या 3.5%।");
    expect(hiNumberMessage(percentTooLargeMessage(100), [100])).toBe("यहां प्रतिशत 100% से ज़्यादा नहीं हो सकता।");
    expect(hiNumberMessage(tooLargeMessage(10_000), [10_000])).toBe(hiTooLarge(10_000));
    expect(said(readCount("11 billion"))).toBe("यह 10,00,00,00,000 से ज़्यादा है। संख्या एक बार जांच लें।");
    expect(hiTooLarge(1_00_000)).toBe("यह 1,00,000 से ज़्यादा है। संख्या एक बार जांच लें।");
  });

  it("prefers a calculator's own message, and leaves an unknown one as it is", () => {
    const own = messageMap({ a: "Please enter your views." }, { a: "अपने व्यूज़ लिखें।" });
    expect(hiNumberMessage("Please enter your views.", [], own)).toBe("अपने व्यूज़ लिखें।");
    expect(hiNumberMessage(NUMBER_MESSAGES.empty, [], own)).toBe("कोई संख्या लिखें।");
    expect(hiNumberMessage("Something new.")).toBe("Something new.");
  });
});

describe("percentages in Hindi", () => {
  it("writes percentages as the English page does, with its one word in Hindi", () => {
    expect(hiPercent(5.2133)).toBe("5.21%");
    expect(hiPercent(0)).toBe("0%");
    expect(hiPercent(0.004)).toBe("0.01% से कम");
  });
});
