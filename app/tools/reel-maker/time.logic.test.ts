import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { describeLength, describeTimeLeft, formatTime, parseTime } from "./time.logic";

describe("parseTime", () => {
  itGives(parseTime, {
    "reads seconds, m:ss and h:mm:ss, with fractions": [
      ["12", 12],
      [" 12.5 ", 12.5],
      ["12,5", 12.5],
      ["0:05", 5],
      ["1:05", 65],
      ["1:05.25", 65.25],
      ["1:5", 65],
      ["90:00", 5400],
      ["1:02:03", 3723],
      ["1:02:03.5", 3723.5],
    ],
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
  itGives(formatTime, {
    "writes m:ss, with hundredths only when there are any": [
      [0, "0:00"],
      [5, "0:05"],
      [65.5, "1:05.5"],
      [65.25, "1:05.25"],
      [65.004, "1:05"],
      [59.999, "1:00"],
      [3723.25, "1:02:03.25"],
      [-1, "0:00"],
    ],
  });
});

describe("describeLength", () => {
  itGives(describeLength, {
    "says a length in words": [
      [1, "1 second"],
      [42.4, "42.4 seconds"],
      [5.5, "5.5 seconds"],
      [5.04, "5 seconds"],
      [59.96, "1 minute"],
      [60, "1 minute"],
      [192, "3 minutes 12 seconds"],
      [181, "3 minutes 1 second"],
    ],
  });
});

describe("describeTimeLeft", () => {
  itGives(describeTimeLeft, {
    "rounds to what is worth saying": [
      [null, null],
      [3, "A few seconds left"],
      [12, "About 10 s left"],
      [13, "About 15 s left"],
      [60, "About 1 min left"],
      [84, "About 1 min 20 s left"],
      [58, "About 1 min left"],
    ],
  });
});
