import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { type TitleLines, layOutTitle } from "./title-lines";

/** Measured widths a title keeps; typing adds a few each time, so the store is emptied now and then. */
const MAX_REMEMBERED = 2_000;

/**
 * Lays a title out in the box it is drawn in, measured by the browser itself: a hidden ruler in the
 * same font gives each candidate line's width (the same fonts, fallbacks, shaping and kerning the
 * lines will be drawn with), and the box's width is followed as the layout changes. Null until the
 * box has been measured (before scripts run, and while the box is hidden), when the frame falls
 * back to a CSS line clamp.
 */
export function useTitleLines(title: string, maxLines: number) {
  const boxRef = useRef<HTMLParagraphElement>(null);
  const rulerRef = useRef<HTMLSpanElement>(null);
  const widths = useRef(new Map<string, number>());
  const [width, setWidth] = useState(0);
  // Bumped when a font finishes loading: the same text may then be drawn wider or narrower.
  const [fonts, setFonts] = useState(0);
  const [result, setResult] = useState<{ key: string; layout: TitleLines } | null>(null);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    // Whole pixels, rounded down, so a line that fits here never spills by a fraction.
    const read = () => setWidth(Math.floor(box.getBoundingClientRect().width));
    read();
    const observer = new ResizeObserver(read);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // cspell:ignore loadingdone
    const settle = () => {
      widths.current.clear();
      setFonts((count) => count + 1);
    };
    document.fonts.addEventListener("loadingdone", settle);
    return () => document.fonts.removeEventListener("loadingdone", settle);
  }, []);

  const key = `${String(width)}|${String(maxLines)}|${String(fonts)}|${title}`;
  // Before paint, so a changed title is never drawn with the lines of the one before.
  useLayoutEffect(() => {
    const ruler = rulerRef.current;
    if (!ruler || width <= 0) return;
    const known = widths.current;
    if (known.size > MAX_REMEMBERED) known.clear();
    const measure = (text: string) => {
      let measured = known.get(text);
      if (measured === undefined) {
        ruler.textContent = text;
        measured = ruler.getBoundingClientRect().width;
        known.set(text, measured);
      }
      return measured;
    };
    const layout = layOutTitle(title, width, measure, maxLines);
    ruler.textContent = "";
    setResult({ key, layout });
  }, [key, title, width, maxLines]);

  return { boxRef, rulerRef, layout: result?.key === key ? result.layout : null };
}
