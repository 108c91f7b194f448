import { useEffect, useRef, useState } from "react";
import { ChoiceGroup } from "~/components/choice-group";
import { ImageDropZone } from "~/components/image-drop-zone";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { type Fields, fail } from "~/lib/form/form-fields";
import {
  ImageReadError,
  type LocalImage,
  formatDimensions,
  openImage,
  shortFileName,
  useObjectUrls,
} from "~/lib/site/local-images";
import { toast, toastError } from "~/lib/form/toast";
import type { Lang } from "~/lib/lang/lang";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { SPLIT_LAYOUTS, type SplitLayout } from "./instagram-grid-preview.data";
import { cropNote, fileBase, isSharpEnough, planSplit, splitLayout } from "./instagram-grid-preview.logic";
import { GRID_WORDS } from "./words";
import { SplitResult, type SplitTiles } from "./split-result";
import { type TileFile, renderTiles } from "./split-tiles";

function fieldsIn(lang: Lang) {
  const words = GRID_WORDS[lang];
  return {
    layout: {
      kind: "choice",
      label: words.splitInto,
      options: SPLIT_LAYOUTS.map(({ value }) => ({ value, label: words.layouts[value] })),
    },
  } satisfies Fields<"layout">;
}

const FIELDS = { en: fieldsIn("en"), hi: fieldsIn("hi") } as const;

interface Source {
  file: File;
  image: LocalImage;
}

/** One picture cut into a row or two of grid tiles, saved as files numbered in posting order. */
export function SplitSection({ onAddToGrid }: { onAddToGrid: (tiles: readonly TileFile[]) => void }) {
  const urls = useObjectUrls();
  const [source, setSource] = useState<Source | null>(null);
  const lang = useLang();
  const words = GRID_WORDS[lang];

  const tool = useToolForm({
    fields: FIELDS[lang],
    // The canvas work is the wait; no extra loading time on top.
    delayMs: 0,
    parse: ({ layout }) => {
      const chosen = splitLayout(layout);
      if (!source) return fail(words.noPicture, words.noPictureTitle);
      if (!chosen) return fail(words.noLayout);
      return { input: { layout: chosen, source } };
    },
    produce: async ({
      layout,
      source: picked,
    }: {
      layout: SplitLayout;
      source: Source;
    }): Promise<SplitTiles | null> => {
      const plan = planSplit(picked.image, layout, lang);
      try {
        const files = await renderTiles(picked.file, plan, fileBase(picked.image.name));
        const tiles = files.map((file) => ({ ...file, url: urls.hold(URL.createObjectURL(file.blob)) }));
        return { layout, tiles, sharp: isSharpEnough(plan), sourceTileWidth: plan.sourceTileWidth };
      } catch {
        toastError(words.cutFailed, words.cutFailedTitle);
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
        title: words.oneToSplitTitle,
        description: words.oneToSplit(shortFileName(file.name)),
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
      toastError(words.imageProblem(error.problem, shortFileName(error.fileName), words.formats), words.cantReadTitle);
    }
  }

  const layout = splitLayout(tool.values.layout);
  return (
    <section aria-labelledby="split-heading" className="mt-10">
      <h2 id="split-heading" className="text-lg font-bold">
        {words.splitHeading}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.splitIntro}</p>
      <ToolFormFrame
        form={tool.formProps}
        loading={tool.loading}
        loadingLabel={words.makingTiles}
        submitLabel={words.makeTiles}
        className="mt-4"
      >
        <ImageDropZone
          inputId="split-file"
          label={source ? words.replaceSplit : words.chooseSplit}
          hint={words.splitHint}
          onFiles={(files) => void pick(files)}
        />
        {source && (
          <p className="text-sm" data-testid="split-source">
            <span className="font-semibold break-words">{source.image.name}</span>,{" "}
            {formatDimensions(source.image.width, source.image.height)} {words.pixels}
            {layout &&
              words.asGrid(
                layout.columns,
                layout.rows,
                cropNote(source.image, (layout.columns * 3) / (layout.rows * 4), lang),
              )}
          </p>
        )}
        <ChoiceGroup {...tool.choice("layout")} />
      </ToolFormFrame>
      {tool.result && <SplitResult result={tool.result} onAddToGrid={() => onAddToGrid(tool.result?.tiles ?? [])} />}
    </section>
  );
}
