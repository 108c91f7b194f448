// @vitest-environment node
import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { BlobWriter } from "./blob-writer";

const bytes = (...values: number[]) => new Uint8Array(values);
const read = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

describe("BlobWriter", () => {
  it("joins pieces written one after another", async () => {
    const writer = new BlobWriter();
    writer.write(0, bytes(1, 2, 3));
    writer.write(3, bytes(4, 5));
    expect(writer.size).toBe(5);
    const blob = writer.toBlob("video/mp4");
    expect(blob.type).toBe("video/mp4");
    expect(await read(blob)).toEqual([1, 2, 3, 4, 5]);
  });

  it("lets a later write replace bytes written before, across pieces", async () => {
    const writer = new BlobWriter();
    writer.write(0, bytes(0, 0, 0, 0));
    writer.write(4, bytes(9, 9, 9, 9));
    writer.write(2, bytes(7, 7, 7));
    expect(await read(writer.toBlob(""))).toEqual([0, 0, 7, 7, 7, 9, 9, 9]);
    writer.write(0, bytes(5));
    expect(await read(writer.toBlob(""))).toEqual([5, 0, 7, 7, 7, 9, 9, 9]);
  });

  it("copies each write, so the muxer may reuse its buffer", async () => {
    const writer = new BlobWriter();
    const buffer = bytes(1, 2);
    writer.write(0, buffer);
    buffer.set([8, 8]);
    expect(await read(writer.toBlob(""))).toEqual([1, 2]);
  });

  it("refuses a file with a gap", () => {
    const writer = new BlobWriter();
    writer.write(0, bytes(1));
    writer.write(3, bytes(1));
    expect(() => writer.toBlob("")).toThrow("bytes 1–3 were never written");
  });

  it("matches a plain buffer written the same way, over many random writes", async () => {
    const rng = seededRng(7);
    for (let round = 0; round < 20; round++) {
      const size = 64;
      const expected = new Uint8Array(size);
      const writer = new BlobWriter();
      writer.write(0, new Uint8Array(size));
      for (let i = 0; i < 30; i++) {
        const start = Math.floor(rng() * size);
        const length = 1 + Math.floor(rng() * (size - start));
        const data = Uint8Array.from({ length }, () => Math.floor(rng() * 256));
        expected.set(data, start);
        writer.write(start, data);
      }
      expect(await read(writer.toBlob(""))).toEqual([...expected]);
    }
  });
});
