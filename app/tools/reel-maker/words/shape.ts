// What the Reel and Shorts maker's screen says, in each language: every label, button, status,
// message and progress line. The English page's words that the data file already holds (messages,
// presets, shapes, sizes) are taken from it. The platform's word for one video ("Reel", "Short")
// stays English in file names; the Hindi page says each phrase with it whole, since रील and शॉर्ट
// take different genders.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import type { Platform } from "~/lib/site/tool-entry";
import type { ClipSound } from "../audio-mix.logic";
import type { ClipJoin } from "../timeline.logic";
import type { VoiceProblem } from "../voice.logic";
import { type CaptionPlace, type CaptionSize, type CoverId, type ShapeId } from "../reel-maker.data";
import type { TextLook } from "../text-blocks.logic";

/** The phrases that name the platform's video. */
export interface VideoPhrases {
  /** The 9:16 choice's name: "Reel", "रील". */
  word: string;
  export: string;
  /** "your Reel" inside a sentence. */
  yours: string;
  making: string;
  ready: string;
  /** The finished video's name. */
  result: string;
  preview: string;
  overLimit: string;
  wideNote: string | null;
  /** "Your Reel: 0:12 (12 seconds)." */
  length: (time: string, length: string) => string;
}

export interface ReelWords {
  video: Readonly<Record<Platform, VideoPhrases>>;
  formats: string;
  heading: string;
  intro: (formats: string, yours: string) => string;
  choose: string;
  chooseAnother: string;
  dropHint: (formats: string) => string;
  noWebCodecs: string;
  opening: string;
  facts: { length: string; size: string; resolution: string; sound: string; yes: string; none: string };
  notVideo: (name: string, formats: string) => string;
  openFailed: (name: string) => string;
  noPicture: (name: string) => string;
  cantDecode: (codec: string | null, name: string) => string;
  unreadable: (name: string, formats: string) => string;
  unplayable: (name: string) => string;
  sections: {
    preview: string;
    clips: string;
    shape: string;
    trim: string;
    music: string;
    texts: string;
    captions: string;
    cover: string;
    export: string;
  };
  clips: {
    add: string;
    dropHint: (formats: string) => string;
    notMedia: (name: string, formats: string) => string;
    photoUnreadable: (name: string) => string;
    list: string;
    video: string;
    photo: string;
    /** "2. goa.mp4, video, 0:04" is read from these parts. */
    length: (time: string) => string;
    edit: string;
    editing: string;
    moveUp: string;
    moveDown: string;
    remove: string;
    keysHint: string;
    moved: (name: string, position: number, count: number) => string;
    removed: (name: string) => string;
    trimOf: (name: string) => string;
    showFor: string;
    showForHint: string;
    photoSeconds: string;
    sound: string;
    sounds: Readonly<Record<ClipSound, string>>;
    speed: string;
    /** A clip played faster or slower leaves its own sound out: `speed` is "2×". */
    soundAtSpeed: (speed: string) => string;
    /** The choice of how a clip joins the one before, and its options. */
    join: string;
    joins: Readonly<Record<ClipJoin, string>>;
    fixClips: string;
  };
  /** The edit kept on the device between visits, and starting over. */
  project: {
    restored: string;
    /** The edit is back but `count` of its files were not kept. */
    restoredMissing: (count: number) => string;
    keptNote: string;
    missingHeading: string;
    missingIntro: string;
    pickAgain: string;
    wrongFile: (picked: string, wanted: string, size: string) => string;
    back: (name: string) => string;
    startOver: string;
    confirmQuestion: string;
    confirm: string;
    keep: string;
    cleared: string;
  };
  music: {
    intro: string;
    choose: string;
    chooseAnother: string;
    opening: string;
    chosen: (name: string, length: string) => string;
    remove: string;
    removed: string;
    notSound: (name: string) => string;
    unreadable: (name: string) => string;
    noSound: (name: string) => string;
    cantDecode: (codec: string, name: string) => string;
    at: string;
    from: string;
    timeHint: string;
    atUnreadable: string;
    fromUnreadable: string;
    fromPastEnd: string;
    afterEnd: string;
    volume: string;
    volumeValue: (percent: number) => string;
    fadeIn: string;
    fadeOut: string;
    noFade: string;
    fadeSeconds: (seconds: number) => string;
    fixMusic: string;
    /** The choice to lower the clips' own sound under the track. */
    duck: string;
  };
  /** Recording a voice-over with the microphone, on the page. */
  voice: {
    record: string;
    stop: string;
    asking: string;
    recording: string;
    problems: Record<VoiceProblem, string>;
  };
  texts: {
    intro: string;
    text: string;
    from: string;
    to: string;
    timeHint: string;
    place: string;
    look: string;
    looks: Readonly<Record<TextLook, string>>;
    add: string;
    list: string;
    none: string;
    shown: (from: string, to: string) => string;
    remove: string;
    removeOne: (text: string) => string;
    textFirst: string;
    fromUnreadable: string;
    toUnreadable: string;
    toBeforeFrom: string;
  };
  shape: string;
  shapes: Readonly<Record<ShapeId, string>>;
  pixels: (dimensions: string) => string;
  framing: string;
  fill: string;
  fit: string;
  cropPosition: string;
  cropFrom: (percent: number, axis: "x" | "y") => string;
  dragHint: (axis: "x" | "y") => string;
  wholeShape: string;
  background: string;
  blurred: string;
  black: string;
  quality: string;
  start: string;
  end: string;
  trimHint: string;
  startAt: (time: string) => string;
  endAt: (time: string) => string;
  longer: (length: string) => string;
  /** A length as words: "42 seconds", "3 minutes 12 seconds". */
  seconds: (n: number) => string;
  minutes: (n: number) => string;
  fewSecondsLeft: string;
  aboutLeft: (minutes: number, seconds: number) => string;
  trim: {
    startUnreadable: string;
    endUnreadable: string;
    startAfterVideo: string;
    endAfterVideo: string;
    endBeforeStart: string;
  };
  coverSize: string;
  covers: Readonly<Record<CoverId, string>>;
  coverHint: (time: string) => string;
  saveCover: string;
  coverSaved: (name: string, dimensions: string, bytes: string) => string;
  coverFailed: string;
  exportNote: (dimensions: string) => string;
  toolsLoading: string;
  fixTrim: string;
  checking: string;
  cantEncode: (dimensions: string, offer720: boolean) => string;
  silent: string;
  cantDecodeSound: (codec: string) => string;
  noAac: string;
  exportFailedTitle: string;
  exportFailed: string;
  /** An export stopped for lack of memory. */
  exportOutOfMemory: string;
  /** Why 720p is picked on a device that says it has little memory. */
  lowMemory: (gigabytes: number) => string;
  cancel: string;
  cancelled: string;
  download: string;
  pause: string;
  play: string;
  seek: string;
  captions: {
    label: string;
    placeholder: string;
    hint: string;
    /** The hint when the Reel has several clips: times are on the Reel's clock. */
    reelHint: string;
    none: string;
    ready: (count: number) => string;
    unread: (count: number) => string;
    line: (line: number, message: string) => string;
    noTimes: string;
    badTimes: string;
    endFirst: string;
    openFile: string;
    saveSrt: string;
    notCaptions: string;
    unreadableFile: string;
    addLegend: string;
    words: string;
    from: string;
    to: string;
    fromHint: string;
    add: string;
    wordsFirst: string;
    fromUnreadable: string;
    toUnreadable: string;
    toBeforeFrom: string;
    size: string;
    sizes: Readonly<Record<CaptionSize, string>>;
    place: string;
    places: Readonly<Record<CaptionPlace, string>>;
    box: string;
  };
}
