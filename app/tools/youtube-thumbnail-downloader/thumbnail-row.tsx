import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/button";
import { ButtonLink } from "~/components/button-link";
import { Icon } from "~/components/icon";
import { toast } from "~/lib/form/toast";
import type { SaveOutcome } from "./youtube-thumbnail-downloader.browser";
import { sizeName } from "./youtube-thumbnail-downloader.data";
import type { ThumbnailOption } from "./youtube-thumbnail-downloader.logic";
import type { ThumbnailWords } from "./words";

export type SaveImage = (option: ThumbnailOption) => Promise<SaveOutcome>;

/** One size YouTube has: the picture itself, what it is good for, and two ways to keep it. */
export function ThumbnailRow({
  option,
  save,
  words,
}: {
  option: ThumbnailOption;
  save: SaveImage;
  words: ThumbnailWords;
}) {
  const { size } = option;
  const { row, save: saved } = words;
  const name = sizeName(size);
  const [saving, setSaving] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function download(): Promise<void> {
    setSaving(true);
    setHint(null);
    const outcome = await save(option).catch((): SaveOutcome => "blocked");
    if (!mounted.current) return;
    setSaving(false);
    if (outcome === "saved") toast({ title: saved.startedTitle, description: saved.started(option.filename) });
    else setHint(outcome === "opened" ? saved.opened : saved.blocked);
  }

  return (
    <>
      <img
        className="h-auto w-full max-w-80 rounded-md bg-bg"
        src={option.url}
        width={size.width}
        height={size.height}
        alt={row.alt(name)}
        referrerPolicy="no-referrer"
        decoding="async"
      />
      <div className="min-w-0 flex-[1_1_14rem]">
        <h3 className="font-bold">
          {size.label} <span className="font-normal text-muted">{`${size.width} × ${size.height}`}</span>
        </h3>
        <p className="text-sm text-muted">{size.note}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => void download()} loading={saving} aria-label={row.downloadLabel(name)}>
            {!saving && <Icon name="download" className="h-4 w-4" />}
            {row.download}
          </Button>
          <ButtonLink
            variant="secondary"
            href={option.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={row.openLabel(name)}
          >
            {row.open}
          </ButtonLink>
        </div>
        <p role="status" className="mt-2 text-sm text-notice empty:hidden">
          {hint}
        </p>
      </div>
    </>
  );
}
