import { type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/button";
import { type DrawnText, type FrameSource, type Look, Scratch, composeFrame } from "./compose-frame";
import { dragPosition, dragRange, freeAxis } from "./frame.logic";
import type { Size } from "./reel-maker.data";
import { useLang } from "~/lib/lang/use-lang";
import { REEL_WORDS } from "./words";
import { formatTime } from "./time.logic";

/** The <video> element as something composeFrame can draw from. */
export function videoSource(video: HTMLVideoElement): FrameSource {
  return {
    width: video.videoWidth,
    height: video.videoHeight,
    draw: (context, from, to) => {
      context.drawImage(video, from.x, from.y, from.width, from.height, to.x, to.y, to.width, to.height);
    },
  };
}

// The preview's canvas is drawn at most this many pixels along its longer side: sharp on a phone
// screen without redrawing a full 1080p frame sixty times a second.
export const PREVIEW_LONG_SIDE = 960;

/** What is laid over the picture at a moment of the clip's own clock. */
export type OverlayAt = (seconds: number) => { caption: string | null; texts: DrawnText[] };

/** The preview canvas's size: the frame's shape, at most PREVIEW_LONG_SIDE along its longer side. */
export function previewSize(frame: Size): Size {
  const scale = PREVIEW_LONG_SIDE / Math.max(frame.width, frame.height);
  return { width: Math.round(frame.width * scale), height: Math.round(frame.height * scale) };
}

interface VideoPreviewProps {
  url: string;
  /** Hands the <video> element to the page, which seeks it and takes covers from it. */
  onVideo: (video: HTMLVideoElement | null) => void;
  /** The result's frame size; the preview has its shape. */
  frame: Size;
  source: Size;
  look: Look;
  overlayAt: OverlayAt;
  start: number;
  end: number;
  duration: number;
  /** The clip's speed in the Reel: the preview plays at it, the sound at its own pitch. */
  speed: number;
  /** The canvas's name: "Preview of your Reel". */
  previewLabel: string;
  onTime: (seconds: number) => void;
  onPosition: (position: number) => void;
  onUnplayable: () => void;
}

/**
 * The result as it will be, drawn live from the picked video: shape, crop, backdrop and captions.
 * The <video> itself stays out of sight; it plays the sound and hands over its frames. Dragging
 * the picture moves a Fill's crop, as the Crop position slider does from the keyboard.
 */
export function VideoPreview({
  url,
  onVideo,
  frame,
  source,
  look,
  overlayAt,
  start,
  end,
  duration,
  speed,
  previewLabel,
  onTime,
  onPosition,
  onUnplayable,
}: VideoPreviewProps) {
  const words = REEL_WORDS[useLang()];
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const scratch = useRef(new Scratch());
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(start);
  const drag = useRef<{ x: number; y: number; position: number } | null>(null);
  const shown = useMemo(() => previewSize(frame), [frame]);
  const axis = look.framing === "fill" ? freeAxis(source, frame) : null;

  const draw = useCallback(() => {
    const player = video.current;
    const context = canvas.current?.getContext("2d");
    if (!player || !context || player.readyState < 2 || player.videoWidth === 0) return;
    const overlay = overlayAt(player.currentTime);
    composeFrame(context, shown, videoSource(player), look, overlay.caption, scratch.current, overlay.texts);
  }, [video, look, overlayAt, shown]);

  useEffect(draw, [draw]);

  useEffect(() => {
    const player = video.current;
    if (!player) return;
    // The export keeps the sound's pitch at any speed; so does the preview.
    player.preservesPitch = true;
    player.playbackRate = speed;
  }, [speed]);

  useEffect(() => {
    const player = video.current;
    if (!player) return;
    let frameRequest = 0;
    const tick = () => {
      if (player.currentTime >= end - 0.01) player.currentTime = start;
      draw();
      frameRequest = requestAnimationFrame(tick);
    };
    const onPlay = () => {
      setPlaying(true);
      cancelAnimationFrame(frameRequest);
      frameRequest = requestAnimationFrame(tick);
    };
    const onPause = () => {
      setPlaying(false);
      cancelAnimationFrame(frameRequest);
      draw();
    };
    const onSeeked = () => {
      setTime(player.currentTime);
      onTime(player.currentTime);
      draw();
    };
    const onTimeUpdate = () => {
      setTime(player.currentTime);
      onTime(player.currentTime);
    };
    player.addEventListener("play", onPlay);
    player.addEventListener("pause", onPause);
    player.addEventListener("seeked", onSeeked);
    player.addEventListener("loadeddata", draw);
    player.addEventListener("timeupdate", onTimeUpdate);
    player.addEventListener("error", onUnplayable);
    if (!player.paused) onPlay();
    return () => {
      cancelAnimationFrame(frameRequest);
      player.removeEventListener("play", onPlay);
      player.removeEventListener("pause", onPause);
      player.removeEventListener("seeked", onSeeked);
      player.removeEventListener("loadeddata", draw);
      player.removeEventListener("timeupdate", onTimeUpdate);
      player.removeEventListener("error", onUnplayable);
    };
  }, [video, draw, start, end, onTime, onUnplayable]);

  function togglePlay() {
    const player = video.current;
    if (!player) return;
    if (!player.paused) {
      player.pause();
      return;
    }
    if (player.currentTime < start || player.currentTime >= end - 0.01) player.currentTime = start;
    void player.play().catch(() => setPlaying(false));
  }

  function seek(seconds: number) {
    const player = video.current;
    if (player) player.currentTime = seconds;
    setTime(seconds);
  }

  function grab(event: PointerEvent<HTMLCanvasElement>) {
    if (!axis) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, position: look.position };
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    const from = drag.current;
    if (!from || !axis) return;
    const shownWidth = event.currentTarget.getBoundingClientRect().width;
    const range = dragRange(source, frame, shownWidth);
    const delta = axis === "x" ? event.clientX - from.x : event.clientY - from.y;
    onPosition(dragPosition(from.position, delta, range));
  }

  return (
    <div className="grid justify-items-center gap-3">
      <video
        ref={(element) => {
          video.current = element;
          onVideo(element);
        }}
        src={url}
        preload="auto"
        playsInline
        className="sr-only"
        aria-hidden="true"
        tabIndex={-1}
      />
      <canvas
        ref={canvas}
        width={shown.width}
        height={shown.height}
        role="img"
        aria-label={previewLabel}
        data-testid="preview-canvas"
        onPointerDown={grab}
        onPointerMove={move}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        // A canvas keeps its own shape when both sides are left to shrink within the limits.
        className={`h-auto max-h-[65vh] w-auto max-w-full rounded-lg bg-black ${
          axis === "x" ? "cursor-ew-resize touch-pan-y" : axis === "y" ? "cursor-ns-resize touch-pan-x" : ""
        }`}
      />
      <div className="grid w-full max-w-md gap-2">
        <div className="flex items-center gap-3">
          <Button variant="secondary" onClick={togglePlay} aria-pressed={playing}>
            {playing ? words.pause : words.play}
          </Button>
          <p className="text-sm text-muted tabular-nums" data-testid="preview-time">
            {formatTime(time)} / {formatTime(duration)}
          </p>
        </div>
        <label htmlFor="preview-seek" className="text-sm font-semibold">
          {words.seek}
        </label>
        <input
          id="preview-seek"
          type="range"
          min={0}
          max={duration}
          step={0.1}
          value={Math.min(time, duration)}
          aria-valuetext={formatTime(time)}
          onChange={(event) => seek(Number(event.target.value))}
          className="w-full accent-ig-from"
        />
      </div>
    </div>
  );
}
