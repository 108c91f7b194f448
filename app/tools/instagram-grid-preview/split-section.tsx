import { useEffect, useRef, useState } from "react";
import { ChoiceGroup } from "~/components/choice-group";
import { ImageDropZone } from "~/components/image-drop-zone";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { type Fields, fail } from "~/lib/form-fields";
import {
  ImageReadError,
  type LocalImage,
  formatDimensions,
  imageProblemMessage,
  openImage,
  shortFileName,
  useObjectUrls,
} from "~/lib/local-images";
import { toast, toastError } from "~/lib/toast";
import { useToolForm } from "~/lib/use-tool-form";
import { GRID_FORMATS, MESSAGES, SPLIT_LAYOUTS, type SplitLayout } from "./instagram-grid-preview.data";
import { cropNote, fileBase, isSharpEnough, planSplit, splitLayout } from "./instagram-grid-preview.logic";
import { SplitResult, type SplitTiles } from "./split-result";
import { type TileFile, renderTiles } from "./split-tiles";

const FIELDS = {
  layout: { kind: "choice", label: "Split into", options: SPLIT_LAYOUTS.map(({ value, label }) => ({ value, label })) },
} satisfies Fields<"layout">;

interface Source {
  file: File;
  image: LocalImage;
}

/** One picture cut into a row or two of grid tiles, saved as files numbered in posting order. */
export function SplitSection({ onAddToGrid }: { onAddToGrid: (tiles: readonly TileFile[]) => void }) {
  const urls = useObjectUrls();
  const [source, setSource] = useState<Source | null>(null);

  const tool = useToolForm({
    fields: FIELDS,
    // The canvas work is the wait; no extra loading time on top.
    delayMs: 0,
    parse: ({ layout }) => {
      const chosen = splitLayout(layout);
      if (!source) return fail(MESSAGES.noPicture, MESSAGES.noPictureTitle);
      if (!chosen) return fail(MESSAGES.noLayout);
      return { input: { layout: chosen, source } };
    },
    produce: async ({
      layout,
      source: picked,
    }: {
      layout: SplitLayout;
      source: Source;
    }): Promise<SplitTiles | null> => {
      const plan = planSplit(picked.image, layout);
      try {
        const files = await renderTiles(picked.file, plan, fileBase(picked.image.name));
        const tiles = files.map((file) => ({ ...file, url: urls.hold(URL.createObjectURL(file.blob)) }));
        return { layout, tiles, sharp: isSharpEnough(plan), sourceTileWidth: plan.sourceTileWidth };
      } catch {
        toastError("This browser couldn't cut the picture. Try a smaller JPG or PNG.", "Couldn't make the tiles");
        return null;
      }
    },
  });

  // Tiles of an earlier split are let go once newer ones replace them.
  const shown = useRef<readonly string[]>([]);
  useEffect(() => {
    const now = tool.result?.tiles.map((tile) => tile.url) ?? [];
    for (const url of shown.current) if (!now.includes(url)) urls.release(url);
    shown.current = now;
  }, [tool.result, urls]);

  async function pick(files: readonly File[]) {
    const [file, ...rest] = files;
    if (!file) return;
    if (rest.length > 0) {
      toast({
        title: "One picture to split",
        description: `${shortFileName(file.name)} is the one that will be cut into tiles.`,
      });
    }
    try {
      const image = await openImage(file);
      urls.hold(image.url);
      setSource((old) => {
        if (old) urls.release(old.image.url);
        return { file, image };
      });
      // One row is the usual split; chosen for the visitor unless they already picked.
      if (!splitLayout(tool.values.layout)) tool.setValue("layout", "3x1");
    } catch (error) {
      if (!(error instanceof ImageReadError)) throw error;
      toastError(imageProblemMessage(error, GRID_FORMATS), MESSAGES.cantReadTitle);
    }
  }

  const layout = splitLayout(tool.values.layout);
  return (
    <section aria-labelledby="split-heading" className="mt-10">
      <h2 id="split-heading" className="text-lg font-bold">
        Split one picture into tiles
      </h2>
      <p className="mt-1 text-sm text-muted">
        For a panorama or a poster across your grid: the picture is cut into 3:4 tiles, 1080 × 1440 each, and numbered
        in the order you post them.
      </p>
      <ToolFormFrame
        form={tool.formProps}
        loading={tool.loading}
        loadingLabel="Making tiles..."
        submitLabel="Make tiles"
        className="mt-4"
      >
        <ImageDropZone
          inputId="split-file"
          label={source ? "Replace the picture to split" : "Choose a picture to split"}
          hint="or drop one here. It stays on this device."
          onFiles={(files) => void pick(files)}
        />
        {source && (
          <p className="text-sm" data-testid="split-source">
            <span className="font-semibold break-words">{source.image.name}</span>,{" "}
            {formatDimensions(source.image.width, source.image.height)} pixels.
            {layout &&
              ` As a ${layout.columns} × ${layout.rows} grid: ${cropNote(source.image, (layout.columns * 3) / (layout.rows * 4))}.`}
          </p>
        )}
        <ChoiceGroup {...tool.choice("layout")} />
      </ToolFormFrame>
      {tool.result && <SplitResult result={tool.result} onAddToGrid={() => onAddToGrid(tool.result?.tiles ?? [])} />}
    </section>
  );
}
