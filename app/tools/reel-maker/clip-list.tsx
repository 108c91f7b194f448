import { type KeyboardEvent, useEffect, useRef } from "react";
import { Button } from "~/components/button";
import { FieldHint } from "~/components/field";
import { useLang } from "~/lib/lang/use-lang";
import type { ClipCheck } from "./clips.logic";
import { formatTime } from "./time.logic";
import { type ClipJoin, type ClipSpeed, JOINS, SPEEDS, isJoin, isSpeed } from "./timeline.logic";
import type { Clip } from "./use-clips";
import { REEL_WORDS } from "./words";

interface ClipListProps {
  clips: readonly Clip[];
  checks: readonly ClipCheck[];
  selectedId: string | null;
  onEdit: (clip: Clip) => void;
  onMove: (id: string, delta: number) => void;
  onRemove: (id: string) => void;
  onSpeed: (id: string, speed: ClipSpeed) => void;
  onJoin: (id: string, join: ClipJoin) => void;
  /** What the last move or removal did. */
  note: string | null;
}

type Action = "edit" | "up" | "down" | "remove";

/** "0.5×", "2×": a speed as the choice and the note write it, the same in both languages. */
const speedLabel = (speed: number) => `${speed}×`;

/**
 * The Reel's clips in order, each with its own buttons: edit it, move it up or down, remove it; a
 * video also has its speed, and every clip after the first how it joins the one before.
 * Alt with an arrow key moves the clip whose button has focus, and focus stays on that button.
 */
export function ClipList({
  clips,
  checks,
  selectedId,
  onEdit,
  onMove,
  onRemove,
  onSpeed,
  onJoin,
  note,
}: ClipListProps) {
  const words = REEL_WORDS[useLang()].clips;
  const list = useRef<HTMLOListElement>(null);
  // A moved clip's element is taken out and put back by React, which drops focus: it is put back.
  const refocus = useRef<{ id: string; action: Action } | null>(null);

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    list.current
      ?.querySelector<HTMLButtonElement>(`[data-clip="${wanted.id}"][data-action="${wanted.action}"]`)
      ?.focus();
  }, [clips]);

  function move(id: string, delta: number, action: Action) {
    refocus.current = { id, action };
    onMove(id, delta);
  }

  function keys(event: KeyboardEvent<HTMLLIElement>, clip: Clip) {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    const action = (event.target as HTMLElement).dataset.action as Action | undefined;
    move(clip.id, event.key === "ArrowUp" ? -1 : 1, action ?? "edit");
  }

  return (
    <div className="grid gap-2">
      <ol aria-label={words.list} ref={list} className="grid gap-2" data-testid="clip-list">
        {clips.map((clip, index) => {
          const check = checks[index];
          const selected = clip.id === selectedId;
          const first = index === 0;
          const last = index === clips.length - 1;
          const name = <span className="sr-only"> {clip.label}</span>;
          return (
            <li
              key={clip.id}
              onKeyDown={(event) => keys(event, clip)}
              className={`grid gap-2 rounded-xl border p-3 ${selected ? "border-accent bg-surface-2" : "border-line"}`}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-bold tabular-nums">{index + 1}.</span>
                <span className="font-semibold break-all">{clip.label}</span>
                <span className="text-muted">
                  {clip.kind === "video" ? words.video : words.photo}
                  {check?.ok ? `, ${words.length(formatTime(check.length))}` : ""}
                </span>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  aria-pressed={selected}
                  data-clip={clip.id}
                  data-action="edit"
                  onClick={() => onEdit(clip)}
                >
                  {selected ? words.editing : words.edit}
                  {name}
                </Button>
                <Button
                  variant="secondary"
                  // Not disabled at the ends: a disabled button would drop the focus that moved it there.
                  aria-disabled={first || undefined}
                  className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
                  data-clip={clip.id}
                  data-action="up"
                  onClick={() => !first && move(clip.id, -1, "up")}
                >
                  {words.moveUp}
                  {name}
                </Button>
                <Button
                  variant="secondary"
                  aria-disabled={last || undefined}
                  className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
                  data-clip={clip.id}
                  data-action="down"
                  onClick={() => !last && move(clip.id, 1, "down")}
                >
                  {words.moveDown}
                  {name}
                </Button>
                <Button
                  variant="secondary"
                  data-clip={clip.id}
                  data-action="remove"
                  onClick={() => {
                    // Focus goes to the same button of the clip that takes this one's place.
                    const next = clips[index + 1] ?? clips[index - 1];
                    if (next) refocus.current = { id: next.id, action: "remove" };
                    onRemove(clip.id);
                  }}
                >
                  {words.remove}
                  {name}
                </Button>
              </div>
              {!first && (
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor={`join-${clip.id}`} className="text-sm font-semibold">
                    {words.join}
                    {name}
                  </label>
                  <select
                    id={`join-${clip.id}`}
                    value={clip.join}
                    onChange={(event) => {
                      const join = event.target.value;
                      if (isJoin(join)) onJoin(clip.id, join);
                    }}
                    className="min-h-11 rounded-[0.7rem] border border-edge bg-bg px-3 text-ink"
                  >
                    {JOINS.map((join) => (
                      <option key={join} value={join}>
                        {words.joins[join]}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              {clip.kind === "video" && (
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor={`speed-${clip.id}`} className="text-sm font-semibold">
                    {words.speed}
                    {name}
                  </label>
                  <select
                    id={`speed-${clip.id}`}
                    value={String(clip.speed)}
                    onChange={(event) => {
                      const speed = Number(event.target.value);
                      if (isSpeed(speed)) onSpeed(clip.id, speed);
                    }}
                    className="min-h-11 rounded-[0.7rem] border border-edge bg-bg px-3 text-ink"
                  >
                    {SPEEDS.map((speed) => (
                      <option key={speed} value={String(speed)}>
                        {speedLabel(speed)}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              {clip.kind === "video" && clip.speed !== 1 && clip.facts?.sound && clip.sound !== "mute" && (
                <p className="text-sm text-muted" data-testid="speed-note">
                  {words.soundAtSpeed(speedLabel(clip.speed))}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {clips.length > 1 && <FieldHint>{words.keysHint}</FieldHint>}
      <p role="status" className="text-sm" data-testid="clip-note">
        {note}
      </p>
    </div>
  );
}
