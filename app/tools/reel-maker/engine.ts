// The one module the page fetches for video work once it is interactive: reading clips, photos and
// songs, and making the video, one clip (video-engine.ts) or several (timeline-export.ts).
export * from "./video-engine";
export * from "./timeline-export";
export { SoundOpenError, readSong, type SongFacts } from "./sound-reader";
