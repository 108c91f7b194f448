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
import { useRef } from "react";
import { Icon } from "~/components/icon";
import type { LocalImage } from "~/lib/local-images";
import { MESSAGES } from "./instagram-grid-preview.data";
import { moveItem } from "./instagram-grid-preview.logic";

export interface GridImage extends LocalImage {
  id: string;
}

interface TileProps {
  image: GridImage;
  position: number;
  count: number;
  onRemove: () => void;
}

function SortableTile({ image, position, count, onRemove }: TileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
  });
  return (
    <li
      ref={setNodeRef}
      // Set by script after the page is interactive, never written into the served HTML.
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
      className={`relative motion-reduce:transition-none! ${isDragging ? "z-10 opacity-80" : ""}`}
      data-testid="grid-tile"
      data-name={image.name}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Image ${position} of ${count}: ${image.name}`}
        className="block aspect-[3/4] w-full cursor-grab touch-manipulation overflow-hidden rounded-none bg-surface-2 focus-visible:outline-offset-[-3px] active:cursor-grabbing"
      >
        <img src={image.url} alt="" draggable={false} className="h-full w-full object-cover" />
        <span
          aria-hidden="true"
          className="absolute top-1 left-1 rounded bg-black/75 px-1.5 text-xs leading-5 font-semibold text-white"
        >
          {position}
        </span>
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove image ${position}: ${image.name}`}
        className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-black/75 text-white hover:bg-black"
      >
        <Icon name="x" className="h-4 w-4" />
      </button>
    </li>
  );
}

interface SortableGridProps {
  images: readonly GridImage[];
  onReorder: (images: GridImage[]) => void;
  onRemove: (image: GridImage) => void;
}

export function SortableGrid({ images, onReorder, onRemove }: SortableGridProps) {
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
    return image ? `Image ${where(id)}, ${image.name},` : "The image";
  };

  // A pick-up is followed at once by "over" its own place; that one is not worth saying.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `${named(active.id)} picked up.`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved.current && over?.id === active.id) return undefined;
      moved.current = true;
      return over
        ? `${named(active.id)} is over position ${where(over.id)} of ${count}.`
        : `${named(active.id)} is not over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${named(active.id)} dropped at position ${where(over.id)} of ${count}.`
        : `${named(active.id)} dropped back where it was.`,
    onDragCancel: ({ active }) => `Move cancelled. ${named(active.id)} stays at position ${where(active.id)}.`,
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveItem(images, where(active.id) - 1, where(over.id) - 1));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{ announcements, screenReaderInstructions: { draggable: MESSAGES.screenReaderInstructions } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol className="grid grid-cols-3 gap-0.5" aria-label="Your planned grid, newest post first">
          {images.map((image, index) => (
            <SortableTile
              key={image.id}
              image={image}
              position={index + 1}
              count={count}
              onRemove={() => onRemove(image)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
