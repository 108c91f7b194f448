import { ThumbnailScreen } from "./thumbnail-screen";
import { loadImage, saveImage } from "./youtube-thumbnail-downloader.browser";

export default function YoutubeThumbnailDownloader() {
  return <ThumbnailScreen loadImage={loadImage} saveImage={saveImage} />;
}
