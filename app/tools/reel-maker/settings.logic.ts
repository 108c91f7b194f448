// What the visitor has set for the whole Reel, as one value changed by actions: the screen's
// choices and typed fields, and the playhead of the clip on screen, which the trim and cover buttons
// read. Each clip's own trim lives with the clip (use-clips.ts). A reducer keeps every change in
// one place, so showing another clip resets exactly the settings that belong to the one before.
import type { Backdrop, CaptionPlace, CaptionSize, CoverId, Framing, QualityId, ShapeId } from "./reel-maker.data";

export interface ReelSettings {
  shapeId: ShapeId;
  framing: Framing;
  backdrop: Backdrop;
  /** Where the crop sits along the free axis: 0 is the start, 1 the end. */
  position: number;
  quality: QualityId;
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
  /** Another clip is on screen: the crop is centred and the playhead at its start. */
  | { type: "opened"; start: number }
  /** The settings of an edit kept from the last visit; the playhead stays where it is. */
  | { type: "restored"; settings: Omit<ReelSettings, "now"> };

/** The settings a page starts with: its platform's cover, the rest the same on both pages. */
export function initialSettings(coverId: CoverId): ReelSettings {
  return {
    shapeId: "9:16",
    framing: "fill",
    backdrop: "blur",
    position: 0.5,
    quality: "1080p",
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
      return { ...state, position: 0.5, now: action.start };
    case "restored":
      return { ...action.settings, now: state.now };
  }
}
