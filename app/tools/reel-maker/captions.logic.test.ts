import { describe, expect, it } from "vitest";
import { appendCue, cuesForClip, parseCaptions, plainCueText, textAt, writeSrt } from "./captions.logic";

const SRT = `1
00:00:01,000 --> 00:00:03,500
Namaste doston! 🙏

2
00:00:04,000 --> 00:00:06,250
<i>Aaj hum</i> बनाएंगे
masala chai ☕
`;

const VTT = `WEBVTT

NOTE made by hand

intro
00:01.000 --> 00:03.500 align:center line:80%
Namaste doston! &amp; welcome

00:00:04.000 --> 00:00:06.250
<v Riya>Chai time</v>
`;

describe("parseCaptions", () => {
  it("reads SRT: times, emoji, Devanagari and two-line cues, styling tags dropped", () => {
    const { cues, problems, format } = parseCaptions(SRT);
    expect(format).toBe("srt");
    expect(problems).toEqual([]);
    expect(cues).toEqual([
      { start: 1, end: 3.5, text: "Namaste doston! 🙏" },
      { start: 4, end: 6.25, text: "Aaj hum बनाएंगे\nmasala chai ☕" },
    ]);
  });

  it("reads WebVTT with notes, cue names, settings, short times and entities", () => {
    const { cues, problems, format } = parseCaptions(VTT);
    expect(format).toBe("vtt");
    expect(problems).toEqual([]);
    expect(cues).toEqual([
      { start: 1, end: 3.5, text: "Namaste doston! & welcome" },
      { start: 4, end: 6.25, text: "Chai time" },
    ]);
  });

  it("takes hand-typed times, Windows line ends and a byte order mark", () => {
    const typed = "\uFEFF0:01 --> 0:02.5\r\nHi\r\n\r\n1:00 --> 1:02\r\nBye";
    expect(parseCaptions(typed).cues).toEqual([
      { start: 1, end: 2.5, text: "Hi" },
      { start: 60, end: 62, text: "Bye" },
    ]);
  });

  it("names the line of each problem and keeps the good cues", () => {
    const text = "1\n0:01 --> 0:03\nGood\n\n2\nno times here\n\n3\n0:05 --> 0:04\nBackwards\n\n4\n0:06 --> 0:0x\nBad";
    const { cues, problems } = parseCaptions(text);
    expect(cues).toEqual([{ start: 1, end: 3, text: "Good" }]);
    expect(problems).toEqual([
      { line: 5, message: "no times found: write them like 0:01 --> 0:03" },
      { line: 9, message: "the end time must come after the start" },
      { line: 13, message: "these times can't be read: write them like 0:01 --> 0:03" },
    ]);
  });

  it("is empty and quiet for empty text, and sorts cues by time", () => {
    expect(parseCaptions("")).toEqual({ cues: [], problems: [], format: "srt" });
    expect(parseCaptions("  \n\n ").cues).toEqual([]);
    const out = parseCaptions("0:05 --> 0:06\nB\n\n0:01 --> 0:02\nA").cues.map((cue) => cue.text);
    expect(out).toEqual(["A", "B"]);
  });

  it("treats markup as text to draw, never as anything else", () => {
    const { cues } = parseCaptions('0:01 --> 0:02\n<img src=x onerror="alert(1)">Hello &lt;b&gt;');
    expect(cues[0]?.text).toBe("Hello <b>");
  });
});

describe("plainCueText", () => {
  it("drops tags and empty lines, keeps line breaks", () => {
    expect(plainCueText(["<b>One</b>", "  ", " two &nbsp;"])).toBe("One\ntwo");
  });
});

describe("textAt", () => {
  const { cues } = parseCaptions(SRT);
  it("shows what is on screen at a moment, start inclusive, end exclusive", () => {
    expect(textAt(cues, 0.99)).toBeNull();
    expect(textAt(cues, 1)).toBe("Namaste doston! 🙏");
    expect(textAt(cues, 3.5)).toBeNull();
    expect(textAt(cues, 5)).toBe("Aaj hum बनाएंगे\nmasala chai ☕");
  });

  it("stacks cues that overlap", () => {
    expect(textAt(parseCaptions("0:00 --> 0:05\nA\n\n0:01 --> 0:02\nB").cues, 1.5)).toBe("A\nB");
  });
});

describe("writeSrt", () => {
  it("writes standard SRT that reads back the same", () => {
    const { cues } = parseCaptions(VTT);
    const srt = writeSrt(cues);
    expect(srt).toBe(
      "1\n00:00:01,000 --> 00:00:03,500\nNamaste doston! & welcome\n\n2\n00:00:04,000 --> 00:00:06,250\nChai time\n",
    );
    expect(parseCaptions(srt).cues).toEqual(cues);
  });

  it("writes hours and milliseconds exactly", () => {
    expect(writeSrt([{ start: 3723.456, end: 3724, text: "x" }])).toBe("1\n01:02:03,456 --> 01:02:04,000\nx\n");
  });
});

describe("appendCue", () => {
  it("adds an SRT cue with the next number", () => {
    const next = appendCue(SRT, { start: 7, end: 9, text: "Chalo shuru karein" });
    expect(next.endsWith("\n\n3\n00:00:07,000 --> 00:00:09,000\nChalo shuru karein\n")).toBe(true);
    expect(parseCaptions(next).cues).toHaveLength(3);
  });

  it("adds a WebVTT cue to WebVTT text, and starts SRT from nothing", () => {
    const next = appendCue(VTT, { start: 7, end: 9, text: "Bye" });
    expect(next.endsWith("\n\n00:00:07.000 --> 00:00:09.000\nBye\n")).toBe(true);
    expect(parseCaptions(next).cues).toHaveLength(3);
    expect(appendCue("", { start: 0, end: 1.5, text: "Hi" })).toBe("1\n00:00:00,000 --> 00:00:01,500\nHi\n");
  });
});

describe("cuesForClip", () => {
  it("keeps what falls in the kept part, on the exported video's clock", () => {
    const { cues } = parseCaptions(SRT);
    expect(cuesForClip(cues, 2, 5)).toEqual([
      { start: 0, end: 1.5, text: "Namaste doston! 🙏" },
      { start: 2, end: 3, text: "Aaj hum बनाएंगे\nmasala chai ☕" },
    ]);
    expect(cuesForClip(cues, 6.25, 10)).toEqual([]);
  });

  it("keeps the captions on the words they belong to when the clip plays faster or slower", () => {
    const { cues } = parseCaptions(SRT);
    expect(cuesForClip(cues, 2, 5, 2)).toEqual([
      { start: 0, end: 0.75, text: "Namaste doston! 🙏" },
      { start: 1, end: 1.5, text: "Aaj hum बनाएंगे\nmasala chai ☕" },
    ]);
    expect(cuesForClip(cues, 1, 3.5, 0.5)).toEqual([{ start: 0, end: 5, text: "Namaste doston! 🙏" }]);
  });
});
