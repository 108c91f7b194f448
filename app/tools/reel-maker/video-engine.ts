// Everything that needs Mediabunny, in one module the page fetches once it is interactive (it is
// large, and no other page needs it). Reads a picked video, checks what this browser can encode,
// and makes the MP4: the clip's frames are decoded, drawn by composeFrame and encoded one at a time,
// so a long clip never sits in memory whole.
import {
  MATROSKA,
  MP4,
  BlobSource,
  Conversion,
  ConversionCanceledError,
  Input,
  Mp4OutputFormat,
  QTFF,
  Output,
  StreamTarget,
  type StreamTargetChunk,
  type VideoSample,
  WEBM,
  canEncodeAudio,
  canEncodeVideo,
} from "mediabunny";
import { BlobWriter } from "./blob-writer";
import { type Cue, cuesForClip, textAt } from "./captions.logic";
import { type FrameSource, type Look, Scratch, composeFrame, frameCanvas } from "./compose-frame";
import { AUDIO_BITRATE, type Size } from "./reel-maker.data";

export type OpenProblem = "unreadable" | "no-picture" | "cant-decode";

/** Why a picked file can't be worked on; `codec` names what this browser can't decode. */
export class VideoOpenError extends Error {
  constructor(
    readonly problem: OpenProblem,
    readonly codec: string | null = null,
  ) {
    super(problem);
    this.name = "VideoOpenError";
  }
}

export interface SoundFacts {
  codec: string | null;
  channels: number;
  sampleRate: number;
  /** Whether this browser can decode it; when not, the result is made without sound. */
  decodable: boolean;
}

export interface VideoFacts extends Size {
  /** Seconds. */
  duration: number;
  frameRate: number | null;
  codec: string | null;
  sound: SoundFacts | null;
}

// A damaged file can make a reader wait on bytes that never make sense; the page says so instead.
const READ_TIMEOUT_MS = 20_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new VideoOpenError("unreadable")), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// What phones and cameras record and the page offers: MP4, MOV and WebM (Matroska, which WebM is a
// kind of, comes with it). The other readers Mediabunny has would only make the download larger.
const FORMATS = [MP4, QTFF, WEBM, MATROSKA];

export function openInput(file: Blob): Input {
  return new Input({ source: new BlobSource(file), formats: FORMATS });
}

async function readFacts(file: Blob): Promise<VideoFacts> {
  const input = openInput(file);
  try {
    return await factsOf(input);
  } finally {
    input.dispose();
  }
}

async function factsOf(input: Input): Promise<VideoFacts> {
  if (!(await input.canRead())) throw new VideoOpenError("unreadable");
  // A container with no tracks at all is a damaged file; one with only sound is an audio file.
  if ((await input.getTracks()).length === 0) throw new VideoOpenError("unreadable");
  const video = await input.getPrimaryVideoTrack();
  if (!video) throw new VideoOpenError("no-picture");
  const codec = await video.getCodec();
  if (!(await video.canDecode())) throw new VideoOpenError("cant-decode", codec);
  const audio = await input.getPrimaryAudioTrack();
  const sound: SoundFacts | null = audio
    ? {
        codec: await audio.getCodec(),
        channels: await audio.getNumberOfChannels(),
        sampleRate: await audio.getSampleRate(),
        decodable: await audio.canDecode(),
      }
    : null;
  const stats = await video.computePacketStats(120);
  return {
    width: await video.getDisplayWidth(),
    height: await video.getDisplayHeight(),
    duration: await input.computeDuration(),
    frameRate: stats.averagePacketRate > 0 ? stats.averagePacketRate : null,
    codec,
    sound,
  };
}

/** Reads what the page shows about a picked video and needs to make it; throws VideoOpenError. */
export async function readVideo(file: Blob): Promise<VideoFacts> {
  try {
    return await withTimeout(readFacts(file), READ_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof VideoOpenError) throw error;
    // Mediabunny's own errors for a file it can't parse: the visitor hears that it can't be read.
    throw new VideoOpenError("unreadable");
  }
}

/** Sound as both platforms want it: AAC, mono or stereo, 44.1 or 48 kHz. */
function soundPlan(sound: SoundFacts) {
  return {
    numberOfChannels: Math.min(2, Math.max(1, sound.channels)),
    sampleRate: sound.sampleRate === 44_100 ? 44_100 : 48_000,
  };
}

// Browsers without their own AAC encoder (Chromium on Linux, some desktop builds) get Mediabunny's
// WebAssembly one, fetched only then.
let aacReady: Promise<boolean> | null = null;
export function ensureAac(plan: { numberOfChannels: number; sampleRate: number }): Promise<boolean> {
  aacReady ??= (async () => {
    const config = { ...plan, bitrate: AUDIO_BITRATE };
    if (await canEncodeAudio("aac", config)) return true;
    if (typeof WebAssembly === "undefined") return false;
    const { registerAacEncoder } = await import("@mediabunny/aac-encoder");
    registerAacEncoder();
    return canEncodeAudio("aac", config);
  })().catch((error: unknown) => {
    aacReady = null;
    throw error;
  });
  return aacReady;
}

export interface EncoderSupport {
  video: boolean;
  /** null when the clip has no sound to encode. */
  audio: boolean | null;
}

/** Whether this browser can make H.264 at this size, and AAC for this clip's sound. */
export async function encoderSupport(frame: Size, bitrate: number, sound: SoundFacts | null): Promise<EncoderSupport> {
  const video = await canEncodeVideo("avc", { ...frame, bitrate });
  const audio = sound?.decodable ? await ensureAac(soundPlan(sound)) : null;
  return { video, audio };
}

export interface ExportPlan {
  frame: Size;
  look: Look;
  /** Seconds on the clip's own clock. */
  start: number;
  end: number;
  cues: readonly Cue[];
  bitrate: number;
  /** A frame rate to make, or null to keep the clip's. */
  frameRate: number | null;
  sound: SoundFacts | null;
}

export interface ExportJob {
  /** The finished MP4; rejects with ExportCancelled after cancel(). */
  done: Promise<Blob>;
  cancel: () => void;
}

export class ExportCancelled extends Error {
  constructor() {
    super("cancelled");
    this.name = "ExportCancelled";
  }
}

const even = (n: number) => Math.max(0, Math.floor(n / 2) * 2);

/**
 * Where a frame's pixels are turned from the decoder's YUV into RGB at their own size: Chromium
 * converts and scales a video frame in one slow step where the canvas has no GPU (18 ms for a Reel's
 * crop on this kind of machine), but converts in 6 ms and scales canvas to canvas in 3.
 */
export class Unpacker {
  private held: { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D } | null = null;

  canvas(width: number, height: number) {
    if (this.held?.canvas.width !== width || this.held.canvas.height !== height) {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d", { alpha: false });
      if (!context) throw new Error("no 2D canvas");
      this.held = { canvas, context };
    }
    return this.held;
  }
}

/**
 * A decoded frame as something composeFrame can draw from. Only the part drawn (a Fill's crop) is
 * converted to pixels: it is cut out first as a view of the same frame. Rotated frames and frames
 * with non-square pixels are drawn whole, as Mediabunny draws them.
 */
export function sampleSource(sample: VideoSample, unpacker: Unpacker | null): FrameSource {
  const plain =
    unpacker !== null &&
    sample.rotation === 0 &&
    !sample.flip &&
    sample.displayWidth === sample.visibleRect.width &&
    sample.displayHeight === sample.visibleRect.height;
  return {
    width: sample.displayWidth,
    height: sample.displayHeight,
    draw: (context, from, to) => {
      if (!plain) {
        sample.draw(context, from.x, from.y, from.width, from.height, to.x, to.y, to.width, to.height);
        return;
      }
      // Chroma is stored at half size: a view of the frame starts and ends on even pixels.
      const x = even(from.x);
      const y = even(from.y);
      const width = Math.min(even(from.width + (from.x - x) + 1), even(sample.visibleRect.width - x));
      const height = Math.min(even(from.height + (from.y - y) + 1), even(sample.visibleRect.height - y));
      const frame = sample.toVideoFrame();
      try {
        const visibleRect = { x: sample.visibleRect.left + x, y: sample.visibleRect.top + y, width, height };
        const part = new VideoFrame(frame, { visibleRect, displayWidth: width, displayHeight: height });
        try {
          // Shrinking a 4K frame is cheaper in one step; enlarging a crop is cheaper in two.
          if (to.width * to.height < width * height) {
            context.drawImage(part, from.x - x, from.y - y, from.width, from.height, to.x, to.y, to.width, to.height);
          } else {
            const unpacked = unpacker.canvas(width, height);
            unpacked.context.drawImage(part, 0, 0);
            const sx = from.x - x;
            const sy = from.y - y;
            context.drawImage(unpacked.canvas, sx, sy, from.width, from.height, to.x, to.y, to.width, to.height);
          }
        } finally {
          part.close();
        }
      } finally {
        frame.close();
      }
    },
  };
}

async function run(
  file: Blob,
  plan: ExportPlan,
  onProgress: (progress: number) => void,
  started: (conversion: Conversion) => void,
): Promise<Blob> {
  const writer = new BlobWriter();
  const writable = new WritableStream<StreamTargetChunk>({
    write: (chunk) => writer.write(chunk.position, chunk.data),
  });
  const input = openInput(file);
  try {
    // Metadata at the end of the file (no "fast start"): written as the frames go, never held back.
    const output = new Output({
      format: new Mp4OutputFormat({ fastStart: false }),
      target: new StreamTarget(writable, { chunked: true, chunkSize: 4 * 1024 * 1024 }),
    });
    const { canvas, context } = frameCanvas(plan.frame);
    const scratch = new Scratch();
    const unpacker =
      typeof OffscreenCanvas !== "undefined" && typeof VideoFrame !== "undefined" ? new Unpacker() : null;
    const clipCues = cuesForClip(plan.cues, plan.start, plan.end);
    const sound = plan.sound?.decodable ? plan.sound : null;
    const conversion = await Conversion.init({
      input,
      output,
      tracks: "primary",
      trim: { start: plan.start, end: plan.end },
      // Location and device tags stay behind; the file carries only the video.
      tags: {},
      showWarnings: false,
      video: {
        codec: "avc",
        forceTranscode: true,
        bitrate: plan.bitrate,
        ...(plan.frameRate ? { frameRate: plan.frameRate } : {}),
        processedWidth: plan.frame.width,
        processedHeight: plan.frame.height,
        process: (sample) => {
          // Frames arrive on the export's clock (its first frame at 0), so the captions go on it too.
          const caption = textAt(clipCues, sample.timestamp);
          composeFrame(context, plan.frame, sampleSource(sample, unpacker), plan.look, caption, scratch);
          return canvas;
        },
      },
      audio: sound ? { codec: "aac", bitrate: AUDIO_BITRATE, ...soundPlan(sound) } : { discard: true },
    });
    if (!conversion.isValid)
      throw new Error(`cannot convert: ${conversion.discardedTracks.map((t) => t.reason).join(", ")}`);
    conversion.onProgress = (progress) => onProgress(progress);
    started(conversion);
    await conversion.execute();
    return writer.toBlob("video/mp4");
  } finally {
    input.dispose();
  }
}

/** Starts making the MP4. Cancel stops decoding and encoding at once; nothing is kept. */
export function exportVideo(file: Blob, plan: ExportPlan, onProgress: (progress: number) => void): ExportJob {
  let conversion: Conversion | null = null;
  let cancelled = false;
  const done = run(file, plan, onProgress, (started) => {
    conversion = started;
    if (cancelled) void started.cancel();
  }).catch((error: unknown) => {
    if (cancelled || error instanceof ConversionCanceledError) throw new ExportCancelled();
    throw error;
  });
  return {
    done,
    cancel: () => {
      cancelled = true;
      void conversion?.cancel();
    },
  };
}
