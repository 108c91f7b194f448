import { site } from "~/config/site";
import { useCurrentTool } from "~/tools/use-current-tool";
import { DownloaderScreen } from "./downloader-screen";
import { backendResolver } from "./downloader.backend";
import { simulatedResolver } from "./downloader.resolver";

// Configuring a backend swaps the lookup; the screen stays the same. (Loading the backend code
// lazily was tried: the chunk split it forces costs more bytes than the ~1 KB it would defer.)
const resolver = site.downloaderBackend ? backendResolver(site.downloaderBackend) : simulatedResolver();

export default function Downloader() {
  const tool = useCurrentTool();
  // Seven pages share this module: a fresh screen per page, so one page's link never shows on another.
  return <DownloaderScreen key={tool.id} tool={tool} resolver={resolver} />;
}
