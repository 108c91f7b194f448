// Small videos for the Reel and Shorts makers' browser tests and the video bench, made with
// Debian's ffmpeg when they are needed (scripts/test-all.sh installs it), so no binary media sits in
// the repository. They go to node_modules/.cache/video-fixtures, which git ignores; a file is made
// again only when its recipe changes. Run on its own: `npx tsx scripts/make-video-fixtures.ts [bench]`.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const FIXTURE_DIR = new URL("../node_modules/.cache/video-fixtures/", import.meta.url).pathname;

/** A moving test card (so every frame differs) with a tone, as phone clips have picture and sound. */
const picture = (size: string, rate: number, seconds: number) => [
  "-f",
  "lavfi",
  "-i",
  `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`,
];
const tone = (seconds: number) => ["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${seconds}`];
const h264 = ["-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p"];
const aac = ["-c:a", "aac", "-b:a", "96k", "-ac", "2"];

export const FIXTURES = {
  /** 3 s landscape 320 × 180 at 30 fps with stereo sound: the usual phone clip, made small. */
  landscape: {
    file: "landscape.mp4",
    args: [...picture("320x180", 30, 3), ...tone(3), ...h264, ...aac, "-shortest", "-movflags", "+faststart"],
  },
  /** 2 s portrait 180 × 320 in a MOV, as an iPhone hands it over. */
  portrait: { file: "portrait.mov", args: [...picture("180x320", 30, 2), ...tone(2), ...h264, ...aac, "-shortest"] },
  /** 2 s WebM: VP9 picture, Opus sound. */
  webm: {
    file: "clip.webm",
    args: [
      ...picture("320x180", 25, 2),
      ...tone(2),
      "-c:v",
      "libvpx-vp9",
      "-deadline",
      "realtime",
      "-b:v",
      "300k",
      "-c:a",
      "libopus",
      "-shortest",
    ],
  },
  /** 2 s with no sound track at all. */
  silent: { file: "silent.mp4", args: [...picture("320x180", 30, 2), ...h264, "-an"] },
  /** 3 minutes 5 seconds, tiny and slow, to pass the platforms' 3-minute limit. */
  long: {
    file: "long.mp4",
    args: [...picture("160x90", 5, 185), ...tone(185), ...h264, ...aac, "-shortest"],
  },
  /** 2 s landscape 640 × 360 at 30 fps with sound: the first clip of a Reel of several. */
  wide: { file: "wide.mp4", args: [...picture("640x360", 30, 2), ...tone(2), ...h264, ...aac, "-shortest"] },
  /** 2 s portrait 360 × 640 at 25 fps with sound: another size and rate in the same Reel. */
  tall: { file: "tall.mp4", args: [...picture("360x640", 25, 2), ...tone(2), ...h264, ...aac, "-shortest"] },
  /** A still photo, 400 × 300. */
  photo: { file: "photo.jpg", args: ["-f", "lavfi", "-i", "testsrc2=size=400x300:rate=1", "-frames:v", "1"] },
  /** Two plain photos, red and blue, whose cross-fade can be read pixel by pixel. */
  red: { file: "red.png", args: ["-f", "lavfi", "-i", "color=c=red:size=320x240", "-frames:v", "1"] },
  blue: { file: "blue.png", args: ["-f", "lavfi", "-i", "color=c=blue:size=320x240", "-frames:v", "1"] },
  /** 8 s of a lower tone as an MP3 song, for the music track. */
  song: {
    file: "song.mp3",
    args: ["-f", "lavfi", "-i", "sine=frequency=330:sample_rate=44100:duration=8", "-c:a", "libmp3lame", "-b:a", "96k"],
  },
  /** 30 s of 1080p with sound, for the bench. */
  bench: {
    file: "bench-1080p-30s.mp4",
    args: [...picture("1920x1080", 30, 30), ...tone(30), ...h264, ...aac, "-shortest", "-movflags", "+faststart"],
  },
} as const;

export type FixtureName = keyof typeof FIXTURES | "broken";

function recipeId(args: readonly string[]): string {
  return createHash("sha256").update(args.join("\0")).digest("hex").slice(0, 10);
}

/** A file that claims to be an MP4 and is not one: a header-like start, then noise. */
function brokenBytes(): Buffer {
  const bytes = Buffer.alloc(8192);
  let seed = 12345;
  for (let i = 0; i < bytes.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    bytes[i] = seed >>> 24;
  }
  // A box size, then the "ftyp" box name every MP4 starts with; what follows makes no sense.
  bytes.writeUInt32BE(24, 0);
  bytes.write("ftyp", 4, "latin1");
  return bytes;
}

async function make(name: keyof typeof FIXTURES): Promise<string> {
  const { file, args } = FIXTURES[name];
  const path = join(FIXTURE_DIR, file);
  const stamp = `${path}.${recipeId(args)}.ok`;
  if (existsSync(path) && existsSync(stamp)) return path;
  // Made under a temporary name and moved into place, so test workers running at once never see half a file.
  const partial = join(FIXTURE_DIR, `partial-${process.pid}-${file}`);
  try {
    await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args, partial]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`ffmpeg could not make ${file} (install it with "apt-get install ffmpeg"): ${reason}`);
  }
  await rename(partial, path);
  await writeFile(stamp, "");
  return path;
}

/** Makes whichever fixtures are missing and returns their paths. */
export async function videoFixtures<N extends FixtureName>(names: readonly N[]): Promise<Record<N, string>> {
  await mkdir(FIXTURE_DIR, { recursive: true });
  const paths = {} as Record<N, string>;
  for (const name of names) {
    if (name === "broken") {
      const path = join(FIXTURE_DIR, "broken.mp4");
      await writeFile(path, brokenBytes());
      paths[name] = path;
    } else {
      paths[name] = await make(name);
    }
  }
  return paths;
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  const names: FixtureName[] = process.argv.includes("bench")
    ? ["bench"]
    : ["landscape", "portrait", "webm", "silent", "long", "broken"];
  videoFixtures(names).then(
    (paths) => console.log(Object.values(paths).join("\n")),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
