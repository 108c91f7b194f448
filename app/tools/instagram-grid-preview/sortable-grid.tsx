// The planned grid, reordered by dragging (mouse or a long press on a touch screen) or by keyboard.
// The drag-and-drop library is imported only here; the screen loads this module once the page is
// interactive, so the library stays off the way to the first tap.
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  closestCenter,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import type { LocalImage } from "~/lib/site/local-images";
import { useLang } from "~/lib/lang/use-lang";
import { GRID_WORDS } from "./words";
import { moveItem } from "./instagram-grid-preview.logic";

export interface GridImage extends LocalImage {
  id: string;
}

interface TileProps {
  image: GridImage;
  position: number;
  count: number;
  selected: boolean;
  onSelect: () => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
}

// The tile's number and buttons stay off the picture until the tile is hovered with a mouse, holds
// the keyboard focus, or was tapped (selected): the grid then looks like the profile it previews.
// Hidden, they let taps through to the picture; they stay in the tab order, and focusing one shows them.
const CONTROLS =
  "pointer-events-none opacity-0 transition-opacity motion-reduce:transition-none group-focus-within:pointer-events-auto group-focus-within:opacity-100 group-hover:pointer-events-auto group-hover:opacity-100 group-data-selected:pointer-events-auto group-data-selected:opacity-100";
const ROUND_BUTTON =
  "flex h-9 w-9 items-center justify-center rounded-full bg-black/75 text-white hover:bg-black aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

function SortableTile({ image, position, count, selected, onSelect, onRemove, onMove }: TileProps) {
  const words = GRID_WORDS[useLang()];
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
    attributes: { roleDescription: words.roleDescription },
  });
  const first = position === 1;
  const last = position === count;
  return (
    <li
      ref={setNodeRef}
      // Set by script after the page is interactive, never written into the served HTML.
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
      className={`group relative motion-reduce:transition-none! ${isDragging ? "z-10 opacity-80" : ""}`}
      data-testid="grid-tile"
      data-name={image.name}
      data-selected={selected || undefined}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        // A tap selects the tile, which shows its buttons; a second tap hides them again.
        onClick={onSelect}
        aria-label={words.tile(position, count, image.name)}
        data-tile-button
        className="block aspect-[3/4] w-full cursor-grab touch-manipulation overflow-hidden rounded-none bg-surface-2 focus-visible:outline-offset-[-3px] active:cursor-grabbing"
      >
        <img src={image.url} alt="" draggable={false} className="h-full w-full object-cover" />
      </button>
      <div className={CONTROLS} data-testid="tile-controls">
        <span aria-hidden="true" className="pointer-events-none absolute inset-0 ring-2 ring-accent ring-inset" />
        <span
          aria-hidden="true"
          className="absolute top-1.5 left-1.5 rounded bg-black/75 px-1.5 text-xs leading-6 font-semibold text-white"
        >
          {position}
        </span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={words.removeTile(position, image.name)}
          className={`absolute top-1 right-1 ${ROUND_BUTTON}`}
        >
          <Icon name="x" className="h-4 w-4" />
        </button>
        <div className="absolute inset-x-1 bottom-1 flex justify-between">
          {/* Kept focusable at the ends (aria-disabled, not disabled), so focus is not lost when a move reaches one. */}
          <button
            type="button"
            onClick={() => !first && onMove(-1)}
            aria-disabled={first || undefined}
            aria-label={words.earlier(position, image.name)}
            className={ROUND_BUTTON}
          >
            <Icon name="arrow-right" className="h-4 w-4 rotate-180" />
          </button>
          <button
            type="button"
            onClick={() => !last && onMove(1)}
            aria-disabled={last || undefined}
            aria-label={words.later(position, image.name)}
            className={ROUND_BUTTON}
          >
            <Icon name="arrow-right" className="h-4 w-4" />
          </button>
        </div>
      </div>
    </li>
  );
}

interface SortableGridProps {
  images: readonly GridImage[];
  onReorder: (images: GridImage[]) => void;
  onRemove: (image: GridImage) => void;
}

export function SortableGrid({ images, onReorder, onRemove }: SortableGridProps) {
  const words = GRID_WORDS[useLang()];
  const [selected, setSelected] = useState<string | null>(null);
  const [moveNote, setMoveNote] = useState("");
  const list = useRef<HTMLOListElement>(null);
  // After a removal, focus goes to the tile that took the removed one's place (or the new last one).
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAt.current;
    if (at === null) return;
    focusAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>("[data-tile-button]") ?? [];
    buttons[Math.min(at, buttons.length - 1)]?.focus();
  }, [images]);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press first, so a finger can still scroll the page past the grid.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    // Scrolls in one step: a smooth scroll under a moving picture can land it one place off.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: "auto" }),
  );
  const ids = images.map((image) => image.id);
  const count = images.length;
  const where = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const named = (id: UniqueIdentifier) => {
    const image = images[where(id) - 1];
    return image ? words.named(where(id), image.name) : words.theImage;
  };

  // A pick-up is followed at once by "over" its own place; that one is not worth saying.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return words.pickedUp(named(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!moved.current && over?.id === active.id) return undefined;
      moved.current = true;
      return over ? words.over(named(active.id), where(over.id), count) : words.notOver(named(active.id));
    },
    onDragEnd: ({ active, over }) =>
      over ? words.dropped(named(active.id), where(over.id), count) : words.droppedBack(named(active.id)),
    onDragCancel: ({ active }) => words.cancelled(named(active.id), where(active.id)),
  };

  function move(index: number, by: -1 | 1) {
    const image = images[index];
    if (!image) return;
    onReorder(moveItem(images, index, index + by));
    setMoveNote(words.moved(index + 1, image.name, index + 1 + by, count));
  }

  function remove(index: number) {
    const image = images[index];
    if (!image) return;
    focusAt.current = index;
    onRemove(image);
  }

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveItem(images, where(active.id) - 1, where(over.id) - 1));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{ announcements, screenReaderInstructions: { draggable: words.screenReaderInstructions } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol ref={list} className="grid grid-cols-3 gap-0.5 md:gap-1" aria-label={words.gridLabel}>
          {images.map((image, index) => (
            <SortableTile
              key={image.id}
              image={image}
              position={index + 1}
              count={count}
              selected={selected === image.id}
              onSelect={() => setSelected((old) => (old === image.id ? null : image.id))}
              onRemove={() => remove(index)}
              onMove={(by) => move(index, by)}
            />
          ))}
        </ol>
        <p role="status" className="sr-only" data-testid="move-status">
          {moveNote}
        </p>
      </SortableContext>
    </DndContext>
  );
}
