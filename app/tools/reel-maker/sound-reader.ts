// Reads a song, a voice-over or a clip's sound as it is needed: decoded a piece at a time by
// WebCodecs (through Mediabunny), brought to the mix's rate and to stereo, handed out in blocks of
// exactly the size asked for. Nothing longer than a few decoded pieces is ever held.
import {
  ADTS,
  type AudioSample,
  AudioSampleSink,
  BlobSource,
  FLAC,
  Input,
  type InputAudioTrack,
  MATROSKA,
  MP3,
  MP4,
  OGG,
  QTFF,
  WAVE,
  WEBM,
} from "mediabunny";
import { MIX_CHANNELS, MIX_RATE, Resampler, toStereo } from "./audio-mix.logic";

export type SoundProblem = "unreadable" | "no-sound" | "cant-decode";

/** Why a picked song can't be used; `codec` names what this browser can't decode. */
export class SoundOpenError extends Error {
  constructor(
    readonly problem: SoundProblem,
    readonly codec: string | null = null,
  ) {
    super(problem);
    this.name = "SoundOpenError";
  }
}

export interface SongFacts {
  /** Seconds. */
  duration: number;
  codec: string | null;
}

// Songs come as MP3, M4A/AAC, WAV, OGG/Opus or FLAC, voice notes and videos as MP4, MOV or WebM.
// Mediabunny's other readers would only make the download larger.
const SONG_FORMATS = [MP3, MP4, QTFF, WAVE, OGG, ADTS, FLAC, WEBM, MATROSKA];

/** Reads what the page needs of a song: its length, and whether this browser can decode it. */
export async function readSong(file: Blob): Promise<SongFacts> {
  const input = new Input({ source: new BlobSource(file), formats: SONG_FORMATS });
  try {
    if (!(await input.canRead())) throw new SoundOpenError("unreadable");
    const track = await input.getPrimaryAudioTrack();
    if (!track) throw new SoundOpenError("no-sound");
    const codec = await track.getCodec();
    if (!(await track.canDecode())) throw new SoundOpenError("cant-decode", codec);
    return { duration: await input.computeDuration(), codec };
  } catch (error) {
    if (error instanceof SoundOpenError) throw error;
    throw new SoundOpenError("unreadable");
  } finally {
    input.dispose();
  }
}

/** The sound of a file from `from` seconds of its own clock, in stereo blocks at the mix's rate. */
export class SoundReader {
  private readonly input: Input;
  private iterator: AsyncGenerator<AudioSample, void, unknown> | null = null;
  private resampler: Resampler | null = null;
  /** The next sample of the source expected, counted at its own rate from its clock's zero. */
  private next = 0;
  private finished = false;

  constructor(
    file: Blob,
    private readonly from: number,
  ) {
    this.input = new Input({ source: new BlobSource(file), formats: SONG_FORMATS });
  }

  private async start(): Promise<AsyncGenerator<AudioSample, void, unknown> | null> {
    const track: InputAudioTrack | null = await this.input.getPrimaryAudioTrack();
    if (!track || !(await track.canDecode())) return null;
    return new AudioSampleSink(track).samples(this.from);
  }

  /** Decodes one more piece into the resampler; false once the sound has ended. */
  private async more(): Promise<boolean> {
    if (this.finished) return false;
    this.iterator ??= await this.start();
    const result = this.iterator ? await this.iterator.next() : { done: true as const, value: undefined };
    if (result.done) {
      this.finished = true;
      return false;
    }
    const sample = result.value;
    try {
      const rate = sample.sampleRate;
      if (!this.resampler) {
        this.resampler = new Resampler(rate, MIX_RATE, MIX_CHANNELS);
        this.next = Math.round(this.from * rate);
      }
      const count = sample.numberOfFrames;
      const planes = Array.from({ length: Math.min(2, sample.numberOfChannels) }, (_, planeIndex) => {
        const plane = new Float32Array(count);
        sample.copyTo(plane, { planeIndex, format: "f32-planar" });
        return plane;
      });
      const first = Math.round(sample.timestamp * rate);
      // A gap in the track (rare: a dropped packet) is heard as silence, at most a second of it.
      const gap = Math.min(rate, first - this.next);
      if (gap > 0) this.resampler.push([new Float32Array(gap), new Float32Array(gap)]);
      const skip = Math.max(0, this.next - first);
      if (skip < count) this.resampler.push(toStereo(planes.map((plane) => plane.subarray(skip))));
      this.next = Math.max(this.next, first + count);
    } finally {
      sample.close();
    }
    return true;
  }

  /** The next `count` samples of each side; silence past the sound's end. */
  async read(count: number): Promise<[Float32Array, Float32Array]> {
    while ((this.resampler?.available ?? 0) < count && (await this.more()));
    const taken = this.resampler?.take(count) ?? [];
    const side = (plane: Float32Array | undefined) => {
      if (plane?.length === count) return plane;
      const full = new Float32Array(count);
      if (plane) full.set(plane);
      return full;
    };
    return [side(taken[0]), side(taken[1])];
  }

  close(): void {
    void this.iterator?.return();
    this.input.dispose();
  }
}
