// What the grid preview's screen says, in each language: the profile drawn above the grid, the
// grid's buttons and announcements, each picture's notes, the split and every message. The English
// words the data file already holds (messages, sources, layouts) are taken from it.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import type { ImageProblem } from "~/lib/site/local-images";
import { type SplitLayout } from "../instagram-grid-preview.data";
import type { Orientation } from "../instagram-grid-preview.logic";

export type Edges = "sides" | "top and bottom";

export type Across = "left" | "middle" | "right";

export type Down = "top" | "middle row" | "bottom";

export interface GridWords {
  heading: string;
  intro: (max: number) => string;
  choose: string;
  addMore: string;
  dropHint: (max: number) => string;
  empty: string;
  inGrid: (count: number, max: number) => string;
  howToMove: string;
  clear: string;
  tooManyTitle: string;
  cantReadTitle: string;
  leftOut: (max: number, left: number) => string;
  othersFailed: (count: number) => string;
  tilesFit: (room: number, max: number) => string;
  /** Why a picked file could not be shown. */
  imageProblem: (problem: ImageProblem, name: string, formats: string) => string;
  formats: string;
  // The profile, drawn as the app draws it.
  profile: {
    username: string;
    usernamePlaceholder: string;
    name: string;
    namePlaceholder: string;
    bio: string;
    bioHint: string;
    followers: string;
    followersHint: string;
    followersPlaceholder: string;
    following: string;
    followingPlaceholder: string;
    highlights: string;
    highlightsHint: (max: number, chars: number) => string;
    highlightsPlaceholder: string;
    posts: string;
    followersCount: string;
    followingCount: string;
    yourName: string;
    yourBio: string;
    edit: string;
    privacy: string;
    picture: string;
    changePicture: string;
    choosePicture: string;
    removePicture: string;
    newHighlight: string;
  };
  // The sortable grid.
  gridLabel: string;
  /** What a tile is, as a screen reader names its role. */
  roleDescription: string;
  tile: (position: number, count: number, name: string) => string;
  removeTile: (position: number, name: string) => string;
  earlier: (position: number, name: string) => string;
  later: (position: number, name: string) => string;
  named: (position: number, name: string) => string;
  theImage: string;
  pickedUp: (named: string) => string;
  over: (named: string, position: number, count: number) => string;
  notOver: (named: string) => string;
  dropped: (named: string, position: number, count: number) => string;
  droppedBack: (named: string) => string;
  cancelled: (named: string, position: number) => string;
  moved: (position: number, name: string, to: number, count: number) => string;
  screenReaderInstructions: string;
  // Each picture's notes.
  postsHeading: string;
  postsIntro: string;
  /** The sources of the shapes, as one line under the notes. */
  sources: string;
  nothingCut: string;
  cuts: (percent: number, edges: Edges) => string;
  orientation: Readonly<Record<Orientation, string>>;
  feedWhole: (kind: string, shape: string) => string;
  feedCropped: (tallest: boolean, note: string) => string;
  gridWhole: string;
  gridMiddle: (note: string) => string;
  // The split.
  splitHeading: string;
  splitIntro: string;
  splitInto: string;
  layouts: Readonly<Record<SplitLayout["value"], string>>;
  makeTiles: string;
  makingTiles: string;
  chooseSplit: string;
  replaceSplit: string;
  splitHint: string;
  pixels: string;
  asGrid: (columns: number, rows: number, note: string) => string;
  noPictureTitle: string;
  noPicture: string;
  noLayout: string;
  oneToSplitTitle: string;
  oneToSplit: (name: string) => string;
  cutFailedTitle: string;
  cutFailed: string;
  lineUp: string;
  tilesTitle: string;
  tilesReady: (count: number) => string;
  tilesNote: string;
  soft: (across: string, width: string, sharp: string) => string;
  addTiles: string;
  tilePlace: (order: number, count: number, position: string) => string;
  download: string;
  downloadLabel: (name: string) => string;
  across: Readonly<Record<Across, string>>;
  down: Readonly<Record<Down, string>>;
}
