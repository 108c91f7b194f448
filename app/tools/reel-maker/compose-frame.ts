// Draws one frame of the result: the picture shaped for the frame, then any caption. The preview
// draws from the <video> element on every frame it shows; the export draws from each decoded frame.
// Both go through here, so the preview is the file.
import { graphemes } from "~/config/intl";
import {
  type CaptionStyle,
  type Rect,
  type SafeArea,
  blurSize,
  captionFontPx,
  coverRect,
  fillCrop,
  fitRect,
  layoutCaption,
} from "./frame.logic";
import { type Backdrop, CAPTION_FONT_FAMILY, type Framing, type Size } from "./reel-maker.data";
import type { TextLook } from "./text-blocks.logic";

export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A picture to draw from, at its display size (rotation already applied). */
export interface FrameSource extends Size {
  /** Draws the part `from` (source pixels) into `to` (frame pixels). */
  draw: (context: Context2D, from: Rect, to: Rect) => void;
}

export interface Look {
  framing: Framing;
  backdrop: Backdrop;
  /** Fill's crop position, 0–1 along the direction the picture has to spare. */
  position: number;
  safe: SafeArea;
  caption: CaptionStyle;
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(size: Size): AnyCanvas {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(size.width, size.height);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

function context2d(canvas: AnyCanvas): Context2D {
  const context: Context2D | null = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  return context;
}

/** Small canvases a Fit's blurred backdrop is shrunk through; kept between frames. */
export class Scratch {
  private middle: { canvas: AnyCanvas; size: Size } | null = null;
  private small: { canvas: AnyCanvas; size: Size } | null = null;

  canvases(frame: Size): { middle: AnyCanvas; small: AnyCanvas; middleSize: Size; smallSize: Size } {
    const smallSize = blurSize(frame);
    const middleSize = { width: smallSize.width * 6, height: smallSize.height * 6 };
    const fits = (held: { size: Size } | null, size: Size) =>
      held !== null && held.size.width === size.width && held.size.height === size.height;
    if (!fits(this.middle, middleSize)) this.middle = { canvas: makeCanvas(middleSize), size: middleSize };
    if (!fits(this.small, smallSize)) this.small = { canvas: makeCanvas(smallSize), size: smallSize };
    // Both were just made when missing.
    const middle = this.middle as { canvas: AnyCanvas };
    const small = this.small as { canvas: AnyCanvas };
    return { middle: middle.canvas, small: small.canvas, middleSize, smallSize };
  }
}

const whole = (size: Size): Rect => ({ x: 0, y: 0, width: size.width, height: size.height });

/**
 * A Fit's blurred backdrop, in the bars the picture leaves. It is made from the picture already drawn
 * on the frame (shrunk to a few pixels and stretched back: the same look in every browser, and far
 * cheaper on a phone than a blur filter), so each video frame is converted to pixels only once.
 */
function drawBlurBars(context: Context2D, frame: Size, fit: Rect, scratch: Scratch) {
  const across = fit.width < frame.width - 0.5;
  const down = fit.height < frame.height - 0.5;
  if (!across && !down) return;
  const { middle, small, middleSize, smallSize } = scratch.canvases(frame);
  const middleContext = context2d(middle);
  middleContext.imageSmoothingEnabled = true;
  const cover = coverRect(fit, middleSize);
  middleContext.drawImage(
    context.canvas,
    fit.x,
    fit.y,
    fit.width,
    fit.height,
    cover.x,
    cover.y,
    cover.width,
    cover.height,
  );
  const smallContext = context2d(small);
  smallContext.imageSmoothingEnabled = true;
  smallContext.drawImage(middle, 0, 0, smallSize.width, smallSize.height);
  context.save();
  context.beginPath();
  if (across) {
    context.rect(0, 0, fit.x, frame.height);
    context.rect(fit.x + fit.width, 0, frame.width - fit.x - fit.width, frame.height);
  } else {
    context.rect(0, 0, frame.width, fit.y);
    context.rect(0, fit.y + fit.height, frame.width, frame.height - fit.y - fit.height);
  }
  context.clip();
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(small, 0, 0, smallSize.width, smallSize.height, 0, 0, frame.width, frame.height);
  context.fillStyle = "rgba(0, 0, 0, 0.3)";
  context.fillRect(0, 0, frame.width, frame.height);
  context.restore();
}

function splitWord(word: string): string[] {
  const segmenter = graphemes();
  return segmenter ? Array.from(segmenter.segment(word), (part) => part.segment) : Array.from(word);
}

/** Words drawn over the picture: the captions' one look, or a timed text block's. */
export interface DrawnText {
  text: string;
  style: CaptionStyle;
  look: TextLook;
}

function drawText(context: Context2D, frame: Size, safe: SafeArea, { text, style, look }: DrawnText) {
  context.font = `700 ${captionFontPx(frame, style)}px ${CAPTION_FONT_FAMILY}`;
  const layout = layoutCaption(text, frame, safe, style, (t) => context.measureText(t).width, splitWord);
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.lineJoin = "round";
  for (const line of layout.lines) {
    context.save();
    if (look === "box") {
      context.fillStyle = "rgba(0, 0, 0, 0.72)";
      context.beginPath();
      context.roundRect(line.box.x, line.box.y, line.box.width, line.box.height, layout.fontPx * 0.25);
      context.fill();
    } else if (look === "outline") {
      context.strokeStyle = "#000";
      context.lineWidth = Math.max(2, layout.fontPx * 0.16);
      context.strokeText(line.text, line.centerX, line.middleY);
    } else {
      // A soft dark shadow a little below the words: lighter than a box, reads over bright skies.
      context.shadowColor = "rgba(0, 0, 0, 0.9)";
      context.shadowBlur = layout.fontPx * 0.3;
      context.shadowOffsetY = layout.fontPx * 0.06;
    }
    context.fillStyle = "#fff";
    context.fillText(line.text, line.centerX, line.middleY);
    context.restore();
  }
}

/** Draws the frame: picture, backdrop where a Fit leaves room, timed text, then the caption if one shows. */
export function composeFrame(
  context: Context2D,
  frame: Size,
  source: FrameSource,
  look: Look,
  caption: string | null,
  scratch: Scratch,
  texts: readonly DrawnText[] = [],
): void {
  drawPicture(context, frame, source, look, scratch);
  drawOverlay(context, frame, look, caption, texts);
}

/** The source shaped into the frame as the look says (filled and cropped, or fitted on its ground), without text. */
export function drawPicture(context: Context2D, frame: Size, source: FrameSource, look: Look, scratch: Scratch): void {
  if (look.framing === "fill") {
    source.draw(context, fillCrop(source, frame, look.position), whole(frame));
  } else {
    const fit = fitRect(source, frame);
    context.fillStyle = "#000";
    context.fillRect(0, 0, frame.width, frame.height);
    source.draw(context, whole(source), fit);
    if (look.backdrop === "blur") drawBlurBars(context, frame, fit, scratch);
  }
}

/** The timed text blocks and the caption of the moment, over whatever picture is in the frame. */
export function drawOverlay(
  context: Context2D,
  frame: Size,
  look: Look,
  caption: string | null,
  texts: readonly DrawnText[] = [],
): void {
  for (const text of texts) drawText(context, frame, look.safe, text);
  if (caption)
    drawText(context, frame, look.safe, {
      text: caption,
      style: look.caption,
      look: look.caption.box ? "box" : "outline",
    });
}

/** A canvas of the frame's size to draw into, and its context (opaque: video has no alpha). */
export function frameCanvas(frame: Size): { canvas: AnyCanvas; context: Context2D } {
  const canvas = makeCanvas(frame);
  const context: Context2D | null = canvas.getContext("2d", { alpha: false });
  if (!context) throw new Error("no 2D canvas");
  return { canvas, context };
}
