// Makes a Reel of several clips and photos, with its own sound mix: one frame of the Reel at a time
// (decoded from whichever clip shows then, or from both during a cross-fade, drawn, encoded), and
// after each frame the mixed sound up to that moment, so video and sound leave together and nothing
// is held whole.
import {
  AudioSample,
  AudioSampleSource,
  CanvasSource,
  Mp4OutputFormat,
  Output,
  Quality,
  StreamTarget,
  type StreamTargetChunk,
  type VideoSample,
  VideoSampleSink,
} from "mediabunny";
import {
  type ClipSound,
  MIX_CHANNELS,
  MIX_RATE,
  type MusicTrack,
  addInto,
  clipGainAt,
  duckGainAt,
  limitSample,
  musicGainAt,
  musicSpan,
} from "./audio-mix.logic";
import { BlobWriter } from "./blob-writer";
import { type Cue, textAt } from "./captions.logic";
import {
  type DrawnText,
  type FrameSource,
  type Look,
  Scratch,
  drawOverlay,
  drawPicture,
  frameCanvas,
} from "./compose-frame";
import { AUDIO_BITRATE, type Size } from "./reel-maker.data";
import { SoundReader } from "./sound-reader";
import { type StereoSource, StretchedSource } from "./time-stretch.logic";
import { type TextBlock, blocksAt } from "./text-blocks.logic";
import { type Placed, type Span, frameCount, placeClips, sourceTime, totalLength } from "./timeline.logic";
import { ExportCancelled, type ExportJob, Unpacker, ensureAac, openInput, sampleSource } from "./video-engine";

/** `fade`: seconds the clip's start lies over the end of the one before (a cross-fade); 0 or left out, a cut. */
export type PlanClip =
  /** At a `speed` other than 1 a video's own sound plays that much faster or slower at its own pitch. */
  | { kind: "video"; file: Blob; start: number; end: number; speed: number; sound: ClipSound | null; fade?: number }
  | { kind: "photo"; file: Blob; seconds: number; fade?: number };

export interface ReelPlan {
  frame: Size;
  look: Look;
  bitrate: number;
  frameRate: number;
  clips: readonly PlanClip[];
  /** Captions on the Reel's clock. */
  cues: readonly Cue[];
  texts: readonly TextBlock[];
  /** Timed text's size, as a part of the frame's shorter side. */
  textFactor: number;
  music: { file: Blob; track: MusicTrack } | null;
}

const spanOf = (clip: PlanClip): Span =>
  clip.kind === "video"
    ? { start: clip.start, end: clip.end, speed: clip.speed, fade: clip.fade ?? 0 }
    : { start: 0, end: clip.seconds, fade: clip.fade ?? 0 };

/** A video's own sound as the mix takes it; none when muted. */
function clipSound(clip: Extract<PlanClip, { kind: "video" }>): ClipSound | null {
  return clip.sound && clip.sound !== "mute" ? clip.sound : null;
}

/** Whether the Reel has any sound to encode. */
export function planHasSound(plan: Pick<ReelPlan, "clips" | "music">): boolean {
  return plan.music !== null || plan.clips.some((clip) => clip.kind === "video" && clipSound(clip) !== null);
}

/** Whether this browser can make the Reel's AAC sound (null: the Reel has none). */
export async function mixSupport(hasSound: boolean): Promise<boolean | null> {
  return hasSound ? ensureAac({ numberOfChannels: MIX_CHANNELS, sampleRate: MIX_RATE }) : null;
}

/** A photo's pixel size, as it shows (turned the way the camera says); throws when it can't be read. */
export async function readPhoto(file: Blob): Promise<Size> {
  const bitmap = await createImageBitmap(file);
  try {
    if (bitmap.width === 0 || bitmap.height === 0) throw new Error("no pixels");
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

/** A photo, decoded at no more than the size the frame can show, as something composeFrame draws. */
export async function photoSource(file: Blob, frame: Size): Promise<{ source: FrameSource; close: () => void }> {
  const whole = await createImageBitmap(file);
  const longest = Math.max(frame.width, frame.height);
  const scale = Math.min(1, longest / Math.min(whole.width, whole.height));
  let bitmap = whole;
  if (scale < 1) {
    bitmap = await createImageBitmap(whole, {
      resizeWidth: Math.max(1, Math.round(whole.width * scale)),
      resizeHeight: Math.max(1, Math.round(whole.height * scale)),
      resizeQuality: "high",
    });
    whole.close();
  }
  return {
    source: {
      width: bitmap.width,
      height: bitmap.height,
      draw: (context, from, to) =>
        context.drawImage(bitmap, from.x, from.y, from.width, from.height, to.x, to.y, to.width, to.height),
    },
    close: () => bitmap.close(),
  };
}

/** The Reel's sound, mixed a block at a time up to the moment asked for. */
class Mixer {
  private written = 0;
  private readonly total: number;
  private readers = new Map<number, { source: StereoSource; close: () => void }>();
  private music: SoundReader | null = null;

  constructor(
    private readonly plan: ReelPlan,
    private readonly placed: readonly Placed[],
    private readonly reelLength: number,
    private readonly output: AudioSampleSource,
  ) {
    this.total = Math.round(reelLength * MIX_RATE);
  }

  /** Mixes and encodes the sound up to `seconds` of the Reel, in blocks of at least a fifth of a second. */
  async until(seconds: number, last = false): Promise<void> {
    const target = Math.min(this.total, Math.round(seconds * MIX_RATE));
    while (target - this.written >= MIX_RATE / 5 || (last && target > this.written)) {
      const count = Math.min(target - this.written, MIX_RATE / 2);
      await this.block(this.written, count);
      this.written += count;
    }
  }

  /** A clip's own sound from `from` on its clock, played at its speed with its pitch kept. */
  private reader(index: number, file: Blob, from: number, speed: number): StereoSource {
    let reader = this.readers.get(index);
    if (!reader) {
      const sound = new SoundReader(file, from);
      reader = { source: speed === 1 ? sound : new StretchedSource(sound, speed), close: () => sound.close() };
      this.readers.set(index, reader);
    }
    return reader.source;
  }

  private async block(first: number, count: number): Promise<void> {
    const left = new Float32Array(count);
    const right = new Float32Array(count);
    const end = first + count;
    for (const place of this.placed) {
      const clip = this.plan.clips[place.index];
      const from = Math.round(place.offset * MIX_RATE);
      const to = Math.round((place.offset + place.length) * MIX_RATE);
      if (to <= first) {
        this.readers.get(place.index)?.close();
        this.readers.delete(place.index);
      }
      const sound = clip?.kind === "video" ? clipSound(clip) : null;
      if (clip?.kind !== "video" || !sound || to <= first || from >= end) continue;
      const at = Math.max(first, from);
      const n = Math.min(end, to) - at;
      const [l, r] = await this.reader(place.index, clip.file, clip.start, clip.speed).read(n);
      const track = this.plan.music?.track ?? null;
      const gain = (i: number) =>
        clipGainAt(sound, (at + i - from) / MIX_RATE, place.length, place.fadeIn, place.fadeOut) *
        duckGainAt(track, (at + i) / MIX_RATE, this.reelLength);
      addInto(left, l, at - first, gain);
      addInto(right, r, at - first, gain);
    }
    const music = this.plan.music;
    const span = music ? musicSpan(music.track, this.reelLength) : null;
    if (music && span) {
      const from = Math.round(span.start * MIX_RATE);
      const to = Math.round(span.end * MIX_RATE);
      const at = Math.max(first, from);
      if (at < Math.min(end, to)) {
        this.music ??= new SoundReader(music.file, music.track.from);
        const [l, r] = await this.music.read(Math.min(end, to) - at);
        const gain = (i: number) => musicGainAt(music.track, (at + i) / MIX_RATE, this.reelLength);
        addInto(left, l, at - first, gain);
        addInto(right, r, at - first, gain);
      }
    }
    const data = new Float32Array(count * 2);
    for (let i = 0; i < count; i++) {
      data[i] = limitSample(left[i] ?? 0);
      data[count + i] = limitSample(right[i] ?? 0);
    }
    const sample = new AudioSample({
      data,
      format: "f32-planar",
      numberOfChannels: MIX_CHANNELS,
      sampleRate: MIX_RATE,
      timestamp: first / MIX_RATE,
    });
    try {
      await this.output.add(sample);
    } finally {
      sample.close();
    }
  }

  close(): void {
    for (const reader of this.readers.values()) reader.close();
    this.readers.clear();
    this.music?.close();
  }
}

/** The Reel's frames whose moment falls in a clip's place: `start` up to, not including, `end`. */
function frameRange(
  place: Placed,
  rate: number,
  frames: number,
): { start: number; end: number; includes: (n: number) => boolean } {
  const start = Math.ceil(place.offset * rate - 1e-6);
  const end = Math.min(frames, Math.ceil((place.offset + place.length) * rate - 1e-6));
  return { start, end, includes: (n) => n >= start && n < end };
}

/** A clip's pictures, one per Reel frame of its place, decoded as they are asked for. */
interface ClipFrames {
  /** The picture for the clip's next frame, or null where the clip has none (before its first). */
  next(): Promise<FrameSource | null>;
  /** Lets go of the picture handed out last: a decoded frame is closed as soon as it is drawn. */
  release(): void;
  close(): Promise<void>;
}

async function openFrames(
  clip: PlanClip,
  place: Placed,
  rate: number,
  frames: number,
  frame: Size,
  unpacker: Unpacker | null,
): Promise<ClipFrames> {
  if (clip.kind === "photo") {
    const photo = await photoSource(clip.file, frame);
    return {
      next: () => Promise.resolve(photo.source),
      release: () => undefined,
      close: () => {
        photo.close();
        return Promise.resolve();
      },
    };
  }
  const input = openInput(clip.file);
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track) throw new Error("no video track");
    const { start, end } = frameRange(place, rate, frames);
    // At speed s the Reel's frame at t into the clip's place shows the clip's moment start + t·s.
    const span = spanOf(clip);
    const moments = function* () {
      for (let n = start; n < end; n++) yield sourceTime(span, n / rate - place.offset);
    };
    const samples = new VideoSampleSink(track).samplesAtTimestamps(moments());
    let current: VideoSample | null = null;
    return {
      next: async () => {
        const result = await samples.next();
        current = result.done ? null : result.value;
        return current ? sampleSource(current, unpacker) : null;
      },
      release: () => {
        current?.close();
        current = null;
      },
      close: async () => {
        current?.close();
        await samples.return(undefined);
        input.dispose();
      },
    };
  } catch (error) {
    input.dispose();
    throw error;
  }
}

interface Running {
  cancelled: boolean;
  output: Output | null;
}

async function run(plan: ReelPlan, onProgress: (progress: number) => void, state: Running): Promise<Blob> {
  const writer = new BlobWriter();
  const writable = new WritableStream<StreamTargetChunk>({
    write: (chunk) => writer.write(chunk.position, chunk.data),
  });
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: false }),
    target: new StreamTarget(writable, { chunked: true, chunkSize: 4 * 1024 * 1024 }),
  });
  state.output = output;
  const { canvas, context } = frameCanvas(plan.frame);
  const video = new CanvasSource(canvas, { codec: "avc", quality: new Quality({ bitrate: plan.bitrate }) });
  output.addVideoTrack(video, { frameRate: plan.frameRate });
  const audio = planHasSound(plan)
    ? new AudioSampleSource({ codec: "aac", quality: new Quality({ bitrate: AUDIO_BITRATE }) })
    : null;
  if (audio) output.addAudioTrack(audio);
  await output.start();

  const spans = plan.clips.map(spanOf);
  const placed = placeClips(spans);
  const length = totalLength(spans);
  const rate = plan.frameRate;
  const frames = frameCount(length, rate);
  const mixer = audio ? new Mixer(plan, placed, length, audio) : null;
  const scratch = new Scratch();
  const unpacker = typeof VideoFrame !== "undefined" ? new Unpacker() : null;
  const textStyle = (block: TextBlock): DrawnText => ({
    text: block.text,
    look: block.look,
    style: { factor: plan.textFactor, place: block.place, box: block.look === "box" },
  });
  const check = () => {
    if (state.cancelled) throw new ExportCancelled();
  };

  // A cross-fade draws the clip coming in on a second canvas, laid over the one going out.
  let over: ReturnType<typeof frameCanvas> | null = null;
  const open = new Map<number, ClipFrames>();
  let done = 0;
  try {
    for (let n = 0; n < frames; n++) {
      const seconds = n / rate;
      // The clips showing at this frame, in order: one, or two during a cross-fade.
      const showing = placed.filter((place) => frameRange(place, rate, frames).includes(n));
      let drawn = 0;
      for (const place of showing) {
        const clip = plan.clips[place.index];
        if (!clip) continue;
        let clipFrames = open.get(place.index);
        if (!clipFrames) {
          clipFrames = await openFrames(clip, place, rate, frames, plan.frame, unpacker);
          open.set(place.index, clipFrames);
        }
        const source = await clipFrames.next();
        try {
          if (!source) continue;
          // Into this clip: how far its cross-fade has gone (1 once it shows alone).
          const share = place.fadeIn > 0 ? Math.min(1, (seconds - place.offset) / place.fadeIn) : 1;
          if (drawn === 0 || share >= 1) drawPicture(context, plan.frame, source, plan.look, scratch);
          else {
            over ??= frameCanvas(plan.frame);
            drawPicture(over.context, plan.frame, source, plan.look, scratch);
            context.globalAlpha = Math.max(0, share);
            context.drawImage(over.canvas, 0, 0);
            context.globalAlpha = 1;
          }
          drawn++;
        } finally {
          clipFrames.release();
        }
      }
      // Clips that have shown their last frame let go of their files.
      for (const [index, clipFrames] of open)
        if ((placed[index] ? frameRange(placed[index], rate, frames).end : 0) <= n + 1) {
          await clipFrames.close();
          open.delete(index);
        }
      // With no new picture (a clip with no frame yet) the last frame is encoded again as it was.
      if (drawn > 0)
        drawOverlay(
          context,
          plan.frame,
          plan.look,
          textAt(plan.cues, seconds),
          blocksAt(plan.texts, seconds).map(textStyle),
        );
      await video.add(seconds, 1 / rate);
      await mixer?.until((n + 1) / rate);
      done++;
      onProgress(done / Math.max(1, frames));
      check();
    }
    await mixer?.until(length, true);
    check();
    video.close();
    audio?.close();
    await output.finalize();
    return writer.toBlob("video/mp4");
  } finally {
    for (const clipFrames of open.values()) await clipFrames.close();
    mixer?.close();
  }
}

/** Starts making the Reel. Cancel stops at the next frame; nothing is kept. */
export function exportReel(plan: ReelPlan, onProgress: (progress: number) => void): ExportJob {
  const state: Running = { cancelled: false, output: null };
  const done = run(plan, onProgress, state).catch(async (error: unknown) => {
    if (state.output && state.output.state !== "finalized") await state.output.cancel().catch(() => undefined);
    if (state.cancelled) throw new ExportCancelled();
    throw error;
  });
  return {
    done,
    cancel: () => {
      state.cancelled = true;
    },
  };
}
