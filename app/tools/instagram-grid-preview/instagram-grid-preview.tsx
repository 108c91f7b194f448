import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/button";
import { ImageDropZone } from "~/components/image-drop-zone";
import { LOAD_FAILED, lazyModule } from "~/lib/lazy-module";
import { ImageReadError, type LocalImage, imageProblemMessage, openImage, useObjectUrls } from "~/lib/local-images";
import { toast, toastError } from "~/lib/toast";
import {
  GRID_FORMATS,
  MAX_IMAGES,
  MESSAGES,
  POST_RATIO,
  TILE_HEIGHT,
  TILE_RATIO,
  TILE_WIDTH,
} from "./instagram-grid-preview.data";
import { addUpTo, cropNote } from "./instagram-grid-preview.logic";
import type { GridImage } from "./sortable-grid";
import { SplitSection } from "./split-section";
import type { TileFile } from "./split-tiles";

// The drag-and-drop grid (14 KB compressed with its library) is needed only once there are pictures:
// it is fetched once the page is interactive, so it is not on the way to the first tap. Picking
// pictures takes longer than fetching it; until it is here the placeholder tiles stay.
const sortableGrid = lazyModule(() => import("./sortable-grid"));
type SortableGridModule = Awaited<ReturnType<typeof sortableGrid>>;

function EmptyGrid() {
  return (
    <ol className="grid grid-cols-3 gap-0.5" aria-hidden="true" data-testid="empty-grid">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="flex aspect-[3/4] items-center justify-center bg-surface-2 text-xs text-muted">
          3:4
        </li>
      ))}
    </ol>
  );
}

export default function InstagramGridPreview() {
  const urls = useObjectUrls();
  const [images, setImages] = useState<GridImage[]>([]);
  const nextId = useRef(0);
  const [grid, setGrid] = useState<SortableGridModule | null>(null);
  useEffect(() => void sortableGrid().then(setGrid, () => undefined), []);

  function keep(opened: readonly LocalImage[]) {
    // Asked again when pictures arrive, in case the first fetch failed; this time a failure is told.
    if (!grid) sortableGrid().then(setGrid, () => toastError(LOAD_FAILED));
    const withIds = opened.map((image) => ({ ...image, id: `image-${++nextId.current}` }));
    setImages((old) => {
      const { list, left } = addUpTo(old, withIds, MAX_IMAGES);
      for (const image of left) urls.release(image.url);
      return list;
    });
  }

  async function add(files: readonly File[]) {
    const room = Math.max(0, MAX_IMAGES - images.length);
    const taking = files.slice(0, room);
    const leftOut = files.length - taking.length;
    const opened: LocalImage[] = [];
    const failed: ImageReadError[] = [];
    // One at a time: twelve phone photos decoded at once can run a mid-range phone out of memory.
    for (const file of taking) {
      try {
        const image = await openImage(file);
        opened.push({ ...image, url: urls.hold(image.url) });
      } catch (error) {
        if (!(error instanceof ImageReadError)) throw error;
        failed.push(error);
      }
    }
    keep(opened);
    const over =
      leftOut > 0
        ? `The grid shows up to ${MAX_IMAGES} pictures, so ${leftOut} ${leftOut === 1 ? "was" : "were"} left out.`
        : "";
    const [first] = failed;
    if (first) {
      const others = failed.length > 1 ? ` ${failed.length - 1} more couldn't be opened either.` : "";
      toastError(
        `${imageProblemMessage(first, GRID_FORMATS)}${others}${over ? ` ${over}` : ""}`,
        MESSAGES.cantReadTitle,
      );
    } else if (over) {
      toast({ title: MESSAGES.tooManyTitle, description: over });
    }
  }

  function remove(image: GridImage) {
    urls.release(image.url);
    setImages((old) => old.filter((item) => item.id !== image.id));
  }

  function clear() {
    for (const image of images) urls.release(image.url);
    setImages([]);
  }

  // Split tiles join the grid as copies of their own, so a later split cannot take them away.
  function addTiles(tiles: readonly TileFile[]) {
    const inPlace = [...tiles].sort((a, b) => b.order - a.order);
    const room = Math.max(0, MAX_IMAGES - images.length);
    const copies = inPlace.slice(0, room).map((tile) => ({
      url: urls.hold(URL.createObjectURL(tile.blob)),
      name: tile.name,
      type: tile.blob.type,
      size: tile.blob.size,
      width: TILE_WIDTH,
      height: TILE_HEIGHT,
    }));
    const withIds = copies.map((image) => ({ ...image, id: `image-${++nextId.current}` }));
    setImages((old) => [...withIds, ...old].slice(0, MAX_IMAGES));
    if (inPlace.length > room) {
      toast({
        title: MESSAGES.tooManyTitle,
        description: `Only ${room} of the tiles fit in the ${MAX_IMAGES}-picture grid. Remove a few pictures first.`,
      });
    }
  }

  const count = images.length;
  return (
    <>
      <section aria-labelledby="grid-heading">
        <h2 id="grid-heading" className="text-lg font-bold">
          Your next posts
        </h2>
        <p className="mt-1 text-sm text-muted">
          Pick up to {MAX_IMAGES} pictures. They are read by your browser and never uploaded.
        </p>
        <ImageDropZone
          className="mt-4"
          inputId="grid-files"
          label={count === 0 ? "Choose pictures for your grid" : "Add more pictures"}
          hint={`Up to ${MAX_IMAGES}, or drop them here. They stay on this device.`}
          multiple
          onFiles={(files) => void add(files)}
        />
        <p className="mt-4 text-sm" role="status" data-testid="grid-status">
          {count === 0
            ? "No pictures yet: your grid shows up here as 3:4 tiles."
            : `${count} of ${MAX_IMAGES} pictures in the grid. Top left is the newest post.`}
        </p>
        <div className="mx-auto mt-3 max-w-md">
          {count === 0 || !grid ? (
            <EmptyGrid />
          ) : (
            <grid.SortableGrid images={images} onReorder={setImages} onRemove={remove} />
          )}
        </div>
        {count > 0 && (
          <div className="mx-auto mt-3 flex max-w-md flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted">
              Drag a picture to move it. With a keyboard, focus it and press Space, then the arrow keys.
            </p>
            <Button variant="secondary" onClick={clear}>
              Clear the grid
            </Button>
          </div>
        )}
      </section>

      {count > 0 && (
        <section aria-labelledby="posts-heading" className="mt-10">
          <h2 id="posts-heading" className="text-lg font-bold">
            Each picture as a 4:5 post
          </h2>
          <p className="mt-1 text-sm text-muted">
            Portrait posts are usually exported at 4:5 (1080 × 1350); the grid shows the middle 3:4 of each picture.
          </p>
          <ol className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {images.map((image, index) => (
              <li key={image.id} data-testid="post-crop">
                <img src={image.url} alt="" className="aspect-[4/5] w-full rounded-lg bg-black object-cover" />
                <p className="mt-2 text-sm font-semibold break-all">
                  {index + 1}. {image.name}
                </p>
                <p className="text-xs text-muted">4:5 post: {cropNote(image, POST_RATIO)}.</p>
                <p className="text-xs text-muted">3:4 grid tile: {cropNote(image, TILE_RATIO)}.</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <SplitSection onAddToGrid={addTiles} />
    </>
  );
}
