import { site } from "~/config/site";
import { formatBytes, formatDimensions } from "~/lib/site/local-images";
import { collapseWhitespace } from "~/lib/text/text";
import {
  MAX_BYTES_COMPUTER,
  MAX_BYTES_PHONE,
  MIN_WIDTH,
  RATIO_TOLERANCE,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  YOUTUBE_FORMATS,
  YOUTUBE_TYPES,
} from "./youtube-thumbnail-preview.data";
import { graphemes, isOneClusterEach } from "~/config/intl";

/** What the checks need to know about a picked picture. */
export interface ImageFacts {
  width: number;
  height: number;
  /** In bytes. */
  size: number;
  /** Media type; "" when the browser could not tell. */
  type: string;
}

export type WarningId = "ratio" | "too-narrow" | "small" | "heavy" | "phone-heavy" | "format";

export interface ThumbnailWarning {
  id: WarningId;
  text: string;
}

// Shapes people know by name, checked with the same tolerance as 16:9 itself.
const NAMED_RATIOS: readonly [number, number][] = [
  [16, 9],
  [9, 16],
  [4, 3],
  [3, 4],
  [1, 1],
  [4, 5],
  [3, 2],
  [2, 3],
  [21, 9],
];

function near(actual: number, wanted: number, tolerance = RATIO_TOLERANCE): boolean {
  return Math.abs(actual / wanted - 1) <= tolerance;
}

export function isSixteenByNine(width: number, height: number): boolean {
  return height > 0 && near(width / height, 16 / 9);
}

/** A picture's shape in words: "4:3" for the familiar ones, "2.35:1" otherwise. */
export function ratioName(width: number, height: number): string {
  const ratio = width / height;
  const named = NAMED_RATIOS.find(([w, h]) => near(ratio, w / h));
  if (named) return `${named[0]}:${named[1]}`;
  return ratio >= 1 ? `${trimZeros(ratio)}:1` : `1:${trimZeros(1 / ratio)}`;
}

function trimZeros(value: number): string {
  return String(Number(value.toFixed(2)));
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  "image/webp": "WebP",
  "image/avif": "AVIF",
  "image/heic": "HEIC",
  "image/heif": "HEIF",
  "image/bmp": "BMP",
  "image/svg+xml": "SVG",
  "image/tiff": "TIFF",
};

/** A media type by the name people know it by ("WebP", "HEIC"); `unknown` when there is none. */
export function typeName(type: string, unknown = "an unknown format"): string {
  return TYPE_NAMES[type] ?? (type.replace(/^image\//, "").toUpperCase() || unknown);
}

/** Everything about a picture YouTube would refuse or show badly, most visible first. */
export function thumbnailWarnings(image: ImageFacts): ThumbnailWarning[] {
  const warnings: ThumbnailWarning[] = [];
  const size = formatDimensions(image.width, image.height);
  if (!isSixteenByNine(image.width, image.height)) {
    warnings.push({
      id: "ratio",
      text: `This picture is ${ratioName(image.width, image.height)} (${size}), not 16:9. YouTube fits it into a 16:9 frame, so expect black bars or a cropped edge.`,
    });
  }
  if (image.width < MIN_WIDTH) {
    warnings.push({
      id: "too-narrow",
      text: `It is only ${image.width} pixels wide. YouTube asks for at least ${MIN_WIDTH}; make it ${formatDimensions(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT)}.`,
    });
  } else if (image.width < THUMBNAIL_WIDTH || image.height < THUMBNAIL_HEIGHT) {
    warnings.push({
      id: "small",
      text: `At ${size} it is smaller than ${formatDimensions(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT)}, so it can look soft on a big screen.`,
    });
  }
  if (image.size > MAX_BYTES_COMPUTER) {
    warnings.push({
      id: "heavy",
      text: `At ${formatBytes(image.size)} it is over the ${formatBytes(MAX_BYTES_COMPUTER)} YouTube takes even from a computer. Export it as a JPG at about 85% quality.`,
    });
  } else if (image.size > MAX_BYTES_PHONE) {
    // Fine from a computer, refused from a phone: the visitor may be on either, so say both.
    warnings.push({
      id: "phone-heavy",
      text: `At ${formatBytes(image.size)} it is over the ${formatBytes(MAX_BYTES_PHONE)} YouTube takes from a phone. Upload it from a computer (up to ${formatBytes(MAX_BYTES_COMPUTER)}), or export it as a JPG at about 85% quality to upload it from your phone.`,
    });
  }
  if (image.type && !YOUTUBE_TYPES.includes(image.type)) {
    warnings.push({
      id: "format",
      text: `It is ${typeName(image.type)}; YouTube takes ${YOUTUBE_FORMATS}. Export it as one of those before you upload.`,
    });
  }
  return warnings;
}

/** A title as YouTube shows it: one line, single spaces. */
export function normaliseTitle(raw: string): string {
  return collapseWhitespace(raw);
}

export type DurationReading = { ok: true; value: string | null } | { ok: false };

const CLOCK = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})$/;

/**
 * Reads "8:45", "08:45" or "1:02:30" and writes it the way YouTube's badge does ("8:45",
 * "1:02:30"). Empty means no badge; anything else is refused so the badge never lies.
 */
export function readDuration(raw: string): DurationReading {
  const text = raw.trim();
  if (text === "") return { ok: true, value: null };
  const match = CLOCK.exec(text);
  if (!match) return { ok: false };
  const [, hoursText, minutesText = "0", secondsText = "0"] = match;
  const hours = Number(hoursText ?? 0);
  const minutes = Number(minutesText);
  const seconds = Number(secondsText);
  if (seconds > 59 || (hoursText !== undefined && minutes > 59)) return { ok: false };
  const total = hours * 3600 + minutes * 60 + seconds;
  if (total === 0) return { ok: false };
  return { ok: true, value: formatDuration(total) };
}

export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** The letter on the round channel picture: the name's first character, as a capital. */
export function channelInitial(name: string): string {
  const trimmed = name.trim();
  const first = isOneClusterEach(trimmed.slice(0, 2))
    ? trimmed.slice(0, 1)
    : (graphemes()?.segment(trimmed)[Symbol.iterator]().next().value?.segment ?? Array.from(trimmed)[0] ?? "");
  return first.toLocaleUpperCase(site.locales.en);
}
