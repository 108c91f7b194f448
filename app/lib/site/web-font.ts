// The site's font (Inter, see app/app.css) is shown from a visitor's next page load on, never on the
// first. A first load on a slow phone line could not use it anyway ("font-display: optional" drops a
// font that misses the first paint), yet fetching it took 24 KB of the line while the page's
// scripts were still arriving: on the slow-phone profile the page answered 40–130 ms later. So the
// first load shows the system font and fetches Inter only once the page is loaded and idle; the
// next load finds it in the browser's cache and shows it from the first paint. Within one page
// the font never changes, so nothing is redrawn or shifts.

/** Where the browser remembers that the font is cached. */
export const WEB_FONT_KEY = "creatorgrow:web-font";
/** Set on <html> before the first paint when the font is cached; the stylesheet then uses it. */
export const WEB_FONT_ATTRIBUTE = "data-font";
const FAMILY = "Inter Variable";

/**
 * Runs in the <head> before anything paints. Storage can be unavailable (blocked, private modes);
 * the page then keeps the system font.
 */
export const webFontBootScript = `try{if(localStorage.getItem(${JSON.stringify(WEB_FONT_KEY)}))document.documentElement.setAttribute(${JSON.stringify(WEB_FONT_ATTRIBUTE)},"inter")}catch(e){}`;

/** Whether the visitor asked their browser to save data (Chromium's Save-Data setting). */
export function savesData(nav: Navigator): boolean {
  // The Network Information API is not in TypeScript's DOM types: only Chromium has it.
  const { connection } = nav as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

/**
 * Fetches the font for the next page load and remembers that it is cached. Nothing happens when it
 * already is, or when the visitor asked their browser to save data: they keep the system font.
 */
export async function cacheWebFont(
  fonts: Pick<FontFaceSet, "load">,
  // Reading window.localStorage itself throws where storage is blocked, so it is read in here.
  getStorage: () => Pick<Storage, "getItem" | "setItem">,
  saveData: boolean,
): Promise<void> {
  if (saveData) return;
  try {
    const storage = getStorage();
    if (storage.getItem(WEB_FONT_KEY)) return;
    // Loads the @font-face rule for the family even though nothing on this page uses it yet.
    const faces = await fonts.load(`1em "${FAMILY}"`);
    if (faces.length > 0) storage.setItem(WEB_FONT_KEY, "1");
  } catch {
    // No storage or no network: the next page shows the system font, as this one does.
  }
}
