import { useSyncExternalStore } from "react";
import { DEFAULT_TOAST_MS } from "./timing";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself. */
  duration?: number;
}

export interface ActiveToast extends Required<Omit<ToastInput, "description">> {
  id: number;
  description?: string;
}

// One toast at a time: a new one replaces the old, as the product shows them.
let current: ActiveToast | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): void {
  clearTimeout(timer);
  current = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
    duration: input.duration ?? DEFAULT_TOAST_MS,
  };
  const id = current.id;
  timer = setTimeout(() => dismissToast(id), current.duration);
  emit();
}

/** Closes the visible toast; with an id, only if that toast is still the one shown. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActiveToast(): ActiveToast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** The destructive "Oops!"-style message every form uses for missing input. */
export function toastError(description: string, title = "Oops!"): void {
  toast({ title, description, variant: "destructive" });
}
