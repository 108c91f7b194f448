/**
 * Writes text to the clipboard. The async Clipboard API is missing on plain http and refused by
 * some older mobile browsers, so a hidden textarea with execCommand("copy") is the fallback.
 * Resolves to whether the text really was copied.
 */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    // Typed as always there, but absent outside secure contexts and in some embedded browsers.
    if ("clipboard" in navigator && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or document not focused: try the legacy path below.
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.setAttribute("aria-hidden", "true");
  // Off-screen but still selectable; font-size 16px stops iOS from zooming in.
  area.style.cssText = "position:fixed;top:0;left:-9999px;opacity:0;font-size:16px";
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length);
  let ok = false;
  try {
    // Deprecated, and still the only copy that works where the Clipboard API does not.
    ok = (document as { execCommand: (command: string) => boolean }).execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  previousFocus?.focus();
  return ok;
}
