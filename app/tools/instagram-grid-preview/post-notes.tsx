import { useLang } from "~/lib/lang/use-lang";
import { TILE_RATIO } from "./instagram-grid-preview.data";
import { postNotes } from "./instagram-grid-preview.logic";
import { GRID_WORDS } from "./words";
import type { GridImage } from "./sortable-grid";

/** The picture as the feed shows it, with the part the grid keeps outlined and the rest dimmed. */
function FeedPicture({ image, ratio }: { image: GridImage; ratio: number }) {
  // The grid keeps the middle 3:4 of the post; a post already 3:4 is kept whole.
  const kept = Math.min(1, TILE_RATIO / ratio);
  return (
    // Sizes set by script once pictures are picked; the served HTML has none of this.
    <div className="relative w-full overflow-hidden rounded-lg bg-black" style={{ aspectRatio: String(ratio) }}>
      <img src={image.url} alt="" className="h-full w-full object-cover" />
      {kept < 1 && (
        <span
          aria-hidden="true"
          data-testid="grid-crop"
          className="absolute inset-y-0 border-2 border-dashed border-white shadow-[0_0_0_100vmax_rgb(0_0_0/0.55)]"
          style={{ left: `${((1 - kept) / 2) * 100}%`, width: `${kept * 100}%` }}
        />
      )}
    </div>
  );
}

/** For each picture: how the feed shows it for its shape, and what the 3:4 grid keeps of it. */
export function PostNotes({ images }: { images: readonly GridImage[] }) {
  const lang = useLang();
  const words = GRID_WORDS[lang];
  return (
    <section aria-labelledby="posts-heading" className="mt-10">
      <h2 id="posts-heading" className="text-lg font-bold">
        {words.postsHeading}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.postsIntro}</p>
      <ol className="mt-4 grid grid-cols-2 items-start gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {images.map((image, index) => {
          const notes = postNotes(image, lang);
          return (
            <li key={image.id} data-testid="post-notes">
              <FeedPicture image={image} ratio={notes.feedRatio} />
              <p className="mt-2 text-sm font-semibold break-all">
                {index + 1}. {image.name}
              </p>
              <p className="mt-1 text-xs text-muted">{notes.feed}</p>
              <p className="mt-1 text-xs text-muted">{notes.grid}</p>
            </li>
          );
        })}
      </ol>
      <p className="mt-4 text-xs text-muted" data-testid="shape-sources">
        {words.sources}
      </p>
    </section>
  );
}
