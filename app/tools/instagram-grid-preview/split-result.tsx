import { Button } from "~/components/button";
import { Icon } from "~/components/icon";
import { ResultList } from "~/components/result-list";
import { TILE_WIDTH, type SplitLayout } from "./instagram-grid-preview.data";
import { GRID_WORDS } from "./words";
import type { TileFile } from "./split-tiles";
import { useLang } from "~/lib/lang/use-lang";
import { numberFormat } from "~/config/intl";

export interface SplitTile extends TileFile {
  /** blob: address of the saved tile, for its thumbnail and its download link. */
  url: string;
}

export interface SplitTiles {
  layout: SplitLayout;
  /** In posting order. */
  tiles: SplitTile[];
  sharp: boolean;
  sourceTileWidth: number;
}

const whole = () => numberFormat();

/** The tiles as they will line up, then each file to download, in the order to post them. */
export function SplitResult({ result, onAddToGrid }: { result: SplitTiles; onAddToGrid: () => void }) {
  const words = GRID_WORDS[useLang()];
  const count = result.tiles.length;
  // Reading order of the finished grid: the last tile posted sits top left.
  const inPlace = [...result.tiles].sort((a, b) => b.order - a.order);
  return (
    <div className="mt-6">
      <figure className="max-w-md">
        <div className="grid grid-cols-3 gap-0.5" data-testid="split-preview">
          {inPlace.map((tile) => (
            <div key={tile.name} className="relative aspect-[3/4]">
              <img src={tile.url} alt="" className="h-full w-full object-cover" />
              <span className="absolute top-1 left-1 rounded bg-black/75 px-1.5 text-xs leading-5 font-semibold text-white">
                {tile.order}
              </span>
            </div>
          ))}
        </div>
        <figcaption className="mt-2 text-sm text-muted">{words.lineUp}</figcaption>
      </figure>
      <ResultList
        title={words.tilesTitle}
        status={words.tilesReady(count)}
        note={
          <>
            {words.tilesNote}
            {!result.sharp &&
              words.soft(
                whole().format(result.sourceTileWidth),
                whole().format(TILE_WIDTH),
                whole().format(TILE_WIDTH * result.layout.columns),
              )}
          </>
        }
        items={result.tiles}
        getKey={(tile) => tile.name}
        actions={
          <Button variant="secondary" onClick={onAddToGrid}>
            {words.addTiles}
          </Button>
        }
        renderItem={(tile) => (
          <>
            <img src={tile.url} alt="" className="h-16 w-12 shrink-0 rounded object-cover" />
            {/* At least 10rem for the name: on a phone the button moves to its own line instead. */}
            <div className="min-w-0 flex-1 basis-40">
              <p className="font-semibold wrap-anywhere" data-testid="tile-name">
                {tile.name}
              </p>
              <p className="text-sm text-muted">{words.tilePlace(tile.order, count, tile.position)}</p>
            </div>
            <a
              href={tile.url}
              download={tile.name}
              aria-label={words.downloadLabel(tile.name)}
              className="inline-flex min-h-11 items-center gap-2 rounded-[0.7rem] border border-edge bg-surface-2 px-4 font-bold text-ink no-underline hover:bg-surface-3"
            >
              <Icon name="download" className="h-4 w-4" />
              {words.download}
            </a>
          </>
        )}
      />
    </div>
  );
}
