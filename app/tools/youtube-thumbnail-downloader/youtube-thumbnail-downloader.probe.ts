import { type LoadedImage, type ThumbnailOption, isMissingSize } from "./youtube-thumbnail-downloader.logic";

/** Loads one picture and reports its size; null when it could not be loaded at all. */
export type ImageLoader = (url: string) => Promise<LoadedImage | null>;

export interface CheckedSizes {
  videoId: string;
  /** Real pictures of the size asked for, largest first. */
  ready: ThumbnailOption[];
  /** YouTube answered with its grey stand-in (or a picture of another size): it lacks this size. */
  missing: ThumbnailOption[];
  /** Nothing came back: the network, a blocked request or a timeout. */
  failed: ThumbnailOption[];
}

/**
 * Asks for every size at once and sorts them by what came back. YouTube does not answer a size it
 * lacks with an error but with a small grey picture, so only the loaded picture's own size tells.
 */
export async function checkSizes(
  videoId: string,
  options: readonly ThumbnailOption[],
  load: ImageLoader,
): Promise<CheckedSizes> {
  const images = await Promise.all(options.map((option) => load(option.url).catch(() => null)));
  const checked: CheckedSizes = { videoId, ready: [], missing: [], failed: [] };
  options.forEach((option, index) => {
    const image = images[index];
    if (!image) checked.failed.push(option);
    else if (isMissingSize(option.size, image)) checked.missing.push(option);
    else checked.ready.push(option);
  });
  return checked;
}
