import type { Lang } from "~/lib/lang/lang";
import { toast, toastError } from "~/lib/form/toast";
import { BACKEND_TOAST_MS } from "~/lib/page/timing";
import type { DownloadFile, MediaResolver } from "./downloader.resolver";
import { DOWNLOADER_WORDS } from "./words";

/** The spec's answer to a download button while no download server is connected. */
export function backendRequired(description: string, lang: Lang = "en"): void {
  toast({ title: DOWNLOADER_WORDS[lang].backendRequiredTitle, description, duration: BACKEND_TOAST_MS });
}

function openInNewTab(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer");
}

/**
 * Saves a file the download server prepared, after the visitor pressed a Download button.
 * A tunnel is the server's own link, sent as an attachment: following it saves the file and the
 * page stays. It is asked first (`check`, the resolver's checkFile): a link that would answer with
 * an error is not followed, and the page says why instead of the browser's error page. A redirect
 * is the platform's address, where browsers ignore `download` (another origin), so it opens in a
 * new tab; if the browser blocks that tab (the lookup took a while after the tap), a toast offers a
 * button that opens it from a fresh tap.
 */
export async function saveFile(
  file: DownloadFile,
  check?: MediaResolver["checkFile"],
  lang: Lang = "en",
): Promise<void> {
  const words = DOWNLOADER_WORDS[lang].save;
  if (file.source === "tunnel") {
    const answer = check ? await check(file, lang) : { ok: true as const };
    if (!answer.ok) {
      toastError(answer.message, answer.title);
      return;
    }
    const link = document.createElement("a");
    link.href = file.url;
    link.download = file.filename;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
    toast({ title: words.startedTitle, description: words.started(file.filename) });
    return;
  }
  // Without "noopener" here the browser says whether the tab opened; the opener is cut right after.
  const tab = window.open(file.url, "_blank");
  if (tab) {
    tab.opener = null;
    toast({ title: words.openedTitle, description: words.opened });
    return;
  }
  toast({
    title: words.blockedTitle,
    description: words.blocked,
    duration: null,
    action: { label: words.blockedAction, onSelect: () => openInNewTab(file.url) },
  });
}
