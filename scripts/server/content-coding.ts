// Which of a file's precompressed copies to send, from the request's Accept-Encoding
// (RFC 9110 section 12.5.3): the coding with the highest weight the build has a copy of, brotli
// before gzip before none on a tie. "identity" is always acceptable unless the client rules it out.

export type Coding = "br" | "gzip";

/** The file suffix of each precompressed copy the build writes. */
export const CODING_SUFFIX: Readonly<Record<Coding, string>> = { br: ".br", gzip: ".gz" };

const PREFERENCE: readonly (Coding | "identity")[] = ["br", "gzip", "identity"];

/** The weight of each coding the header names ("*" included), lower-cased; malformed weights count as 0. */
function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const element of header.split(",")) {
    const [name = "", ...params] = element.split(";").map((part) => part.trim());
    if (name === "") continue;
    let weight = 1;
    for (const param of params) {
      const [key, value = ""] = param.split("=").map((part) => part.trim());
      if (key?.toLowerCase() === "q") weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    found.set(name.toLowerCase(), weight);
  }
  return found;
}

/**
 * The coding to send, among those the file has copies of; null means the file as it is. A header
 * that refuses every coding the server has still gets the file as it is: a response the client may
 * not want beats no response (RFC 9110 allows either).
 */
export function chooseCoding(header: string | undefined, available: readonly Coding[]): Coding | null {
  if (header === undefined) return null;
  const list = weights(header);
  const weightOf = (coding: Coding | "identity") =>
    list.get(coding) ?? (coding === "identity" ? (list.get("*") ?? 1) : (list.get("*") ?? 0));
  let best: Coding | "identity" = "identity";
  let bestWeight = -1;
  for (const coding of PREFERENCE) {
    if (coding !== "identity" && !available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best === "identity" || bestWeight <= 0 ? null : best;
}
