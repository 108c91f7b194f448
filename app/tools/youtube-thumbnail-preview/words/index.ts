// What the thumbnail preview says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { type ImageFacts, type ThumbnailWarning, thumbnailWarnings } from "../youtube-thumbnail-preview.logic";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { PreviewWords } from "./shape";

import { hiWarningText } from "./hi";

export { hiTitleNote, hiBytes, hiWarningText } from "./hi";

export const PREVIEW_WORDS: Readonly<Record<Lang, PreviewWords>> = { en, hi };

/** Everything YouTube would refuse or show badly, in the page's language. */
export function warningsIn(lang: Lang, image: ImageFacts): ThumbnailWarning[] {
  const warnings = thumbnailWarnings(image);
  return lang === "en" ? warnings : warnings.map(({ id }) => ({ id, text: hiWarningText(id, image) }));
}
