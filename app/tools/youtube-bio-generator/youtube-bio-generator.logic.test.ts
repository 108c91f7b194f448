import { describe, expect, it } from "vitest";
import { codePointLength } from "~/lib/text/text";
import { BIOS, NICHES } from "./banks/en/bios.data";
import { CHANNEL_DESCRIPTION_LIMIT, biosFor, isNiche } from "./youtube-bio-generator.logic";

describe("isNiche", () => {
  it("accepts the four niches only", () => {
    for (const niche of NICHES) expect(isNiche(niche)).toBe(true);
    for (const value of ["", "tech", "Fashion", " Tech"]) expect(isNiche(value)).toBe(false);
  });
});

describe("biosFor", () => {
  it("offers Tech, Vlogs, Gaming and Education", () => {
    expect(NICHES).toEqual(["Tech", "Vlogs", "Gaming", "Education"]);
  });

  it("gives exactly two bios per niche, the same ones every run", () => {
    for (const niche of NICHES) {
      const first = biosFor(niche);
      expect(first).toHaveLength(2);
      for (let run = 0; run < 50; run++) expect(biosFor(niche)).toEqual(first);
      expect(first).toBe(BIOS[niche]);
    }
  });

  it("starts the Tech bios with the reviewer bio that carries a business e-mail placeholder", () => {
    const [first] = biosFor("Tech");
    expect(first.startsWith("📱 Honest tech reviews")).toBe(true);
    expect(first).toContain("Business: yourname@example.com");
  });

  it("keeps all eight bios distinct, non-empty and within YouTube's 1,000 characters", () => {
    const all = NICHES.flatMap((niche) => [...biosFor(niche)]);
    expect(new Set(all).size).toBe(8);
    for (const bio of all) {
      expect(bio.trim()).toBe(bio);
      expect(codePointLength(bio)).toBeGreaterThan(80);
      expect(codePointLength(bio)).toBeLessThanOrEqual(CHANNEL_DESCRIPTION_LIMIT);
    }
  });

  it("uses an example.com placeholder for e-mail, never a real-looking address", () => {
    const all = NICHES.flatMap((niche) => [...biosFor(niche)]).join("\n");
    for (const email of all.match(/\S+@\S+/gu) ?? []) expect(email).toMatch(/@example\.com$/u);
  });
});
