import { type DragEvent, useId, useRef, useState } from "react";
import { useHydrated } from "~/lib/page/use-hydrated";
import { Icon } from "./icon";

interface ImageDropZoneProps {
  /** The file input's id, for tests and for a label elsewhere on the page. */
  inputId: string;
  /** What the button says and is called: "Choose thumbnail A". */
  label: string;
  /** The second line: what may be dropped and what happens to it. */
  hint: string;
  multiple?: boolean;
  /** Media types the picker offers first; anything dropped is still checked by the caller. */
  accept?: string;
  onFiles: (files: File[]) => void;
  className?: string;
}

/**
 * Where a visitor picks or drops pictures. The whole zone is one real button that opens the
 * system picker, so it is reached with Tab and pressed with Enter or Space like any other; files
 * can also be dropped on it. It stays disabled until scripts run, since only they can read a file.
 */
export function ImageDropZone({
  inputId,
  label,
  hint,
  multiple = false,
  accept = "image/*",
  onFiles,
  className = "",
}: ImageDropZoneProps) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const labelId = useId();
  const hintId = useId();

  const takeDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div className={className}>
      <button
        type="button"
        disabled={!hydrated}
        // Named by its label alone; the hint is read after it as a description, not twice.
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        onDragEnter={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={() => setOver(false)}
        onDrop={takeDrop}
        data-over={over || undefined}
        className="flex min-h-28 w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-edge bg-bg px-4 py-5 text-center text-ink transition-colors hover:border-accent disabled:cursor-not-allowed disabled:opacity-60 data-over:border-accent data-over:bg-surface-2"
      >
        <Icon name="image" className="h-6 w-6 text-accent" />
        <span id={labelId} className="font-semibold">
          {label}
        </span>
        <span id={hintId} className="text-sm text-muted">
          {hint}
        </span>
      </button>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that picking the same file again still counts as a change.
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
