import { useSyncExternalStore } from "react";
import { DEFAULT_TOAST_MS } from "~/lib/page/timing";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; null keeps it until it is closed. */
  duration?: number | null;
  /** One button beside the message, e.g. "Reload" when a new version is ready. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onSelect: () => void;
}

export interface ActiveToast extends Required<Omit<ToastInput, "description" | "action">> {
  id: number;
  description?: string;
  action?: ToastAction;
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
    duration: input.duration === undefined ? DEFAULT_TOAST_MS : input.duration,
    action: input.action,
  };
  const id = current.id;
  if (current.duration !== null) timer = setTimeout(() => dismissToast(id), current.duration);
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
