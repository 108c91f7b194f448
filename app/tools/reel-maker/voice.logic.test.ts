import { describe, expect, it } from "vitest";
import { VOICE_FORMATS, pickVoiceFormat, voiceFileName, voiceProblemOf } from "./voice.logic";

describe("pickVoiceFormat", () => {
  it("takes the first format the browser records", () => {
    expect(pickVoiceFormat(() => true)).toBe(VOICE_FORMATS[0]);
    expect(pickVoiceFormat((type) => type.startsWith("audio/mp4"))?.extension).toBe("m4a");
    expect(pickVoiceFormat((type) => type === "audio/ogg;codecs=opus")?.extension).toBe("ogg");
  });

  it("is null where the browser records none of them", () => {
    expect(pickVoiceFormat(() => false)).toBeNull();
  });
});

describe("voiceFileName", () => {
  it("names a take by the local time it began, with the format's extension", () => {
    const at = new Date(2026, 11, 7, 9, 5, 3);
    expect(voiceFileName(at, VOICE_FORMATS[0])).toBe("voice-over 09-05-03.webm");
    expect(voiceFileName(at, VOICE_FORMATS[2])).toBe("voice-over 09-05-03.m4a");
  });
});

describe("voiceProblemOf", () => {
  const refusal = (name: string) => Object.assign(new Error("refused"), { name });

  it("tells a refusal, a missing microphone and a busy one apart", () => {
    expect(voiceProblemOf(refusal("NotAllowedError"))).toBe("denied");
    expect(voiceProblemOf(refusal("SecurityError"))).toBe("denied");
    expect(voiceProblemOf(refusal("NotFoundError"))).toBe("no-microphone");
    expect(voiceProblemOf(refusal("NotReadableError"))).toBe("busy");
  });

  it("calls anything else a failure, not a refusal", () => {
    expect(voiceProblemOf(new TypeError("no"))).toBe("failed");
    expect(voiceProblemOf("a string")).toBe("failed");
  });
});
