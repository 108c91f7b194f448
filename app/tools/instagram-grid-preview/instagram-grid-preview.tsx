import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/button";
import { ImageDropZone } from "~/components/image-drop-zone";
import { lazyModule } from "~/lib/page/lazy-module";
import { ImageReadError, type LocalImage, openImage, shortFileName, useObjectUrls } from "~/lib/site/local-images";
import { useWords } from "~/lib/lang/use-lang";
import { toast, toastError } from "~/lib/form/toast";
import { useLang } from "~/lib/lang/use-lang";
import { MAX_IMAGES, TILE_HEIGHT, TILE_WIDTH } from "./instagram-grid-preview.data";
import { addUpTo } from "./instagram-grid-preview.logic";
import { GRID_WORDS } from "./words";
import { PostNotes } from "./post-notes";
import { ProfileHeader } from "./profile-header";
import { useProfileFields } from "./profile-fields";
import type { GridImage } from "./sortable-grid";
import { SplitSection } from "./split-section";
import type { TileFile } from "./split-tiles";

// The drag-and-drop grid (14 KB compressed with its library) is needed only once there are pictures:
// it is fetched once the page is interactive, so it is not on the way to the first tap. Picking
// pictures takes longer than fetching it; until it is here the placeholder tiles stay.
const sortableGrid = lazyModule(() => import("./sortable-grid"));
type SortableGridModule = Awaited<ReturnType<typeof sortableGrid>>;

/** One row of empty 3:4 tiles where the pictures will go. */
function EmptyGrid() {
  return (
    <ol className="grid grid-cols-3 gap-0.5 md:gap-1" aria-hidden="true" data-testid="empty-grid">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="flex aspect-[3/4] items-center justify-center bg-surface-2 text-xs text-ig-app-muted">
          3:4
        </li>
      ))}
    </ol>
  );
}

export default function InstagramGridPreview() {
  const lang = useLang();
  const words = GRID_WORDS[lang];
  const loadFailed = useWords().form.loadFailed;
  const problem = (error: ImageReadError) =>
    words.imageProblem(error.problem, shortFileName(error.fileName), words.formats);
  const urls = useObjectUrls();
  const [images, setImages] = useState<GridImage[]>([]);
  const nextId = useRef(0);
  const [grid, setGrid] = useState<SortableGridModule | null>(null);
  useEffect(() => void sortableGrid().then(setGrid, () => undefined), []);
  const profile = useProfileFields();
  const [picture, setPicture] = useState<LocalImage | null>(null);

  async function pickPicture(file: File) {
    try {
      const image = await openImage(file);
      urls.hold(image.url);
      setPicture((old) => {
        if (old) urls.release(old.url);
        return image;
      });
    } catch (error) {
      if (!(error instanceof ImageReadError)) throw error;
      toastError(problem(error), words.cantReadTitle);
    }
  }

  function removePicture() {
    if (picture) urls.release(picture.url);
    setPicture(null);
  }

  function keep(opened: readonly LocalImage[]) {
    // Asked again when pictures arrive, in case the first fetch failed; this time a failure is told.
    if (!grid) sortableGrid().then(setGrid, () => toastError(loadFailed));
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
    const over = leftOut > 0 ? words.leftOut(MAX_IMAGES, leftOut) : "";
    const [first] = failed;
    if (first) {
      const others = failed.length > 1 ? words.othersFailed(failed.length - 1) : "";
      toastError(`${problem(first)}${others}${over ? ` ${over}` : ""}`, words.cantReadTitle);
    } else if (over) {
      toast({ title: words.tooManyTitle, description: over });
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
        title: words.tooManyTitle,
        description: words.tilesFit(room, MAX_IMAGES),
      });
    }
  }

  const count = images.length;
  return (
    <>
      <section aria-labelledby="grid-heading">
        <h2 id="grid-heading" className="text-lg font-bold">
          {words.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{words.intro(MAX_IMAGES)}</p>
        <ImageDropZone
          className="mt-4"
          inputId="grid-files"
          label={count === 0 ? words.choose : words.addMore}
          hint={words.dropHint(MAX_IMAGES)}
          multiple
          onFiles={(files) => void add(files)}
        />
        <p className="mt-4 text-sm" role="status" data-testid="grid-status">
          {count === 0 ? words.empty : words.inGrid(count, MAX_IMAGES)}
        </p>
        {/* Drawn as Instagram draws a profile: the full width of a phone, and on a wide screen a
            column as wide as Instagram's web profile (935 px), centred. */}
        <div
          className="-mx-5 mt-3 bg-black text-ig-app-ink md:mx-auto md:max-w-[935px] md:overflow-hidden md:rounded-2xl md:border md:border-ig-app-line"
          data-testid="profile-preview"
        >
          <ProfileHeader
            profile={profile}
            picture={picture}
            onPickPicture={(file) => void pickPicture(file)}
            onRemovePicture={removePicture}
            posts={count}
          />
          {count === 0 || !grid ? (
            <EmptyGrid />
          ) : (
            <grid.SortableGrid images={images} onReorder={setImages} onRemove={remove} />
          )}
        </div>
        {count > 0 && (
          <div className="mx-auto mt-3 flex max-w-[935px] flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted md:max-w-[70%]">{words.howToMove}</p>
            <Button variant="secondary" onClick={clear}>
              {words.clear}
            </Button>
          </div>
        )}
      </section>

      {count > 0 && <PostNotes images={images} />}

      <SplitSection onAddToGrid={addTiles} />
    </>
  );
}
