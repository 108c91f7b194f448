// Pictures for browser tests, made at test time so no binary fixtures sit in the repository:
// PNGs written here byte by byte, other formats drawn by the page's own canvas.
import { crc32, deflateSync } from "node:zlib";
import { type Page, expect } from "@playwright/test";
import { watchErrors, watchViolations } from "./support";

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, check]);
}

/** A PNG of `width` × `height`, each pixel coloured by `paint` (8-bit RGB, no filter). */
export function png(name: string, width: number, height: number, paint: (x: number, y: number) => Rgb): TestFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set(paint(x, y), start + 1 + x * 3);
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return { name, mimeType: "image/png", buffer };
}

export function solid(name: string, width: number, height: number, colour: Rgb): TestFile {
  return png(name, width, height, () => colour);
}

/** Noise barely compresses: at 1280 × 720 the file is about 2.8 MB, over YouTube's 2 MB limit. */
export function noise(name: string, width: number, height: number): TestFile {
  let state = 0x2f6b3d1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) & 0xff;
  };
  return png(name, width, height, () => [next(), next(), next()]);
}

/** A solid picture in another format (JPEG, WebP), encoded by the browser's canvas. */
export async function encoded(
  page: Page,
  name: string,
  width: number,
  height: number,
  colour: Rgb,
  mimeType: string,
): Promise<TestFile> {
  const bytes = await page.evaluate(
    async ({ width, height, colour, mimeType }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no canvas");
      context.fillStyle = `rgb(${colour.join(",")})`;
      context.fillRect(0, 0, width, height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, mimeType, 0.9));
      if (!blob || blob.type !== mimeType) throw new Error(`canvas cannot write ${mimeType}`);
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    { width, height, colour, mimeType },
  );
  return { name, mimeType, buffer: Buffer.from(bytes) };
}

/** Drops files on an element the way a file manager would, through a real DataTransfer. */
export async function dropFiles(page: Page, selector: string, files: readonly TestFile[]): Promise<void> {
  const payload = files.map((file) => ({ name: file.name, type: file.mimeType, bytes: Array.from(file.buffer) }));
  await page.evaluate(
    ({ selector, payload }) => {
      const target = document.querySelector(selector);
      if (!target) throw new Error(`nothing matches ${selector}`);
      const transfer = new DataTransfer();
      for (const file of payload)
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      for (const type of ["dragenter", "dragover", "drop"]) {
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
      }
    },
    { selector, payload },
  );
}

/**
 * Fails the test if the page asks any host but the site for anything: pictures must never leave
 * the device. Call before the first navigation; check the list at the end.
 */
export function watchOtherHosts(page: Page, baseURL: string | undefined): string[] {
  const site = new URL(baseURL ?? "http://localhost").host;
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if ((url.protocol === "http:" || url.protocol === "https:") && url.host !== site) requests.push(request.url());
  });
  return requests;
}

/**
 * What a page that works on the visitor's files must never do, watched from before the first
 * navigation: ask another host, break its Content-Security-Policy, or log an error. Call the
 * returned check after the test.
 */
export async function watchDevicePage(page: Page, baseURL: string | undefined): Promise<() => Promise<void>> {
  const otherHosts = watchOtherHosts(page, baseURL);
  const violations = await watchViolations(page);
  const errors = watchErrors(page);
  return async () => {
    expect(otherHosts, "requests to other hosts: nothing is uploaded").toEqual([]);
    expect(await violations(), "Content-Security-Policy violations").toEqual([]);
    expect(errors, "console errors").toEqual([]);
  };
}

/** The colour at the centre of a picture the page shows (by its blob: or site address). */
export async function centreColour(page: Page, src: string): Promise<Rgb> {
  const colour = await page.evaluate(async (address) => {
    const image = new Image();
    image.src = address;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.drawImage(image, 0, 0);
    const data = context.getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height / 2), 1, 1).data;
    return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0] as const;
  }, src);
  return colour;
}

/** Colours match within JPEG's rounding. */
export function expectColour(actual: Rgb, wanted: Rgb): void {
  for (const [i, value] of actual.entries())
    expect(Math.abs(value - (wanted[i] ?? 0)), `channel ${i}`).toBeLessThan(12);
}
