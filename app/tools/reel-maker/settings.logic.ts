// What the visitor has set for the clip on screen, as one value changed by actions: the screen's
// choices and typed fields, and the playhead the trim and cover buttons read. A reducer keeps every
// change in one place, so a new clip resets exactly the settings that belong to the old one.
import type { Backdrop, CaptionPlace, CaptionSize, CoverId, Framing, QualityId, ShapeId } from "./reel-maker.data";
import { formatTime } from "./time.logic";

export interface ReelSettings {
  shapeId: ShapeId;
  framing: Framing;
  backdrop: Backdrop;
  /** Where the crop sits along the free axis: 0 is the start, 1 the end. */
  position: number;
  quality: QualityId;
  /** The trim as typed, read by parseTime. */
  startText: string;
  endText: string;
  /** The caption script as typed, read by parseCaptions. */
  captionText: string;
  captionSize: CaptionSize;
  captionPlace: CaptionPlace;
  captionBox: boolean;
  coverId: CoverId;
  /** The preview's playhead, in seconds of the clip. */
  now: number;
}

/** One setting changed to a value of its own type. */
export type SettingChange = {
  [K in keyof ReelSettings]: { type: "change"; key: K; value: ReelSettings[K] };
}[keyof ReelSettings];

export type ReelAction =
  | SettingChange
  /** A clip was opened: the trim covers the whole of it, the crop is centred, the playhead at 0. */
  | { type: "opened"; duration: number }
  /** The start or the end of the trim moves to the playhead. */
  | { type: "mark"; edge: "start" | "end" };

/** The settings a page starts with: its platform's cover, the rest the same on both pages. */
export function initialSettings(coverId: CoverId): ReelSettings {
  return {
    shapeId: "9:16",
    framing: "fill",
    backdrop: "blur",
    position: 0.5,
    quality: "1080p",
    startText: "0:00",
    endText: "0:00",
    captionText: "",
    captionSize: "medium",
    captionPlace: "bottom",
    captionBox: true,
    coverId,
    now: 0,
  };
}

export function reelSettings(state: ReelSettings, action: ReelAction): ReelSettings {
  switch (action.type) {
    case "change":
      return state[action.key] === action.value ? state : { ...state, [action.key]: action.value };
    case "opened":
      // The shape, quality, captions and cover are the visitor's choices, kept for the next clip.
      return { ...state, startText: "0:00", endText: formatTime(action.duration), position: 0.5, now: 0 };
    case "mark":
      return { ...state, [action.edge === "start" ? "startText" : "endText"]: formatTime(state.now) };
  }
}
