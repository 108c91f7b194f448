import { describe, expect, it } from "vitest";
import { describeLength, describeTimeLeft, formatTime, parseTime } from "./time.logic";

describe("parseTime", () => {
  it("reads seconds, m:ss and h:mm:ss, with fractions", () => {
    expect(parseTime("12")).toBe(12);
    expect(parseTime(" 12.5 ")).toBe(12.5);
    expect(parseTime("12,5")).toBe(12.5);
    expect(parseTime("0:05")).toBe(5);
    expect(parseTime("1:05")).toBe(65);
    expect(parseTime("1:05.25")).toBe(65.25);
    expect(parseTime("1:5")).toBe(65);
    expect(parseTime("90:00")).toBe(5400);
    expect(parseTime("1:02:03")).toBe(3723);
    expect(parseTime("1:02:03.5")).toBe(3723.5);
  });

  it("refuses what is not a time", () => {
    for (const bad of [
      "",
      " ",
      "abc",
      "-3",
      "1:60",
      "1:75",
      "1:60:00",
      "1::05",
      ":05",
      "1:05:",
      "1.2.3",
      "१:०५",
      "5s",
    ]) {
      expect(parseTime(bad), bad).toBeNull();
    }
  });

  it("reads back whatever formatTime writes", () => {
    for (const seconds of [0, 0.5, 5, 59.99, 60, 65.25, 599.1, 3599.99, 3600, 3723.5]) {
      expect(parseTime(formatTime(seconds)), String(seconds)).toBeCloseTo(seconds, 2);
    }
  });
});

describe("formatTime", () => {
  it("writes m:ss, with hundredths only when there are any", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(5)).toBe("0:05");
    expect(formatTime(65.5)).toBe("1:05.5");
    expect(formatTime(65.25)).toBe("1:05.25");
    expect(formatTime(65.004)).toBe("1:05");
    expect(formatTime(59.999)).toBe("1:00");
    expect(formatTime(3723.25)).toBe("1:02:03.25");
    expect(formatTime(-1)).toBe("0:00");
  });
});

describe("describeLength", () => {
  it("says a length in words", () => {
    expect(describeLength(1)).toBe("1 second");
    expect(describeLength(42.4)).toBe("42 seconds");
    expect(describeLength(60)).toBe("1 minute");
    expect(describeLength(192)).toBe("3 minutes 12 seconds");
    expect(describeLength(181)).toBe("3 minutes 1 second");
  });
});

describe("describeTimeLeft", () => {
  it("rounds to what is worth saying", () => {
    expect(describeTimeLeft(null)).toBeNull();
    expect(describeTimeLeft(3)).toBe("A few seconds left");
    expect(describeTimeLeft(12)).toBe("About 10 s left");
    expect(describeTimeLeft(13)).toBe("About 15 s left");
    expect(describeTimeLeft(60)).toBe("About 1 min left");
    expect(describeTimeLeft(84)).toBe("About 1 min 20 s left");
    expect(describeTimeLeft(58)).toBe("About 1 min left");
  });
});
