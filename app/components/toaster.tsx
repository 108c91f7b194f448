import { useWords } from "~/lib/lang/use-lang";
import { dismissToast, useActiveToast } from "~/lib/form/toast";
import { Icon } from "./icon";

const tones = {
  default: "border-line bg-toast",
  destructive: "border-danger-edge bg-danger-toast",
} as const;

/** The one toast area of the site. The live region is always present so screen readers hear each toast. */
export function Toaster() {
  const active = useActiveToast();
  const words = useWords().toasts;
  return (
    <section
      className="pointer-events-none fixed right-4 bottom-4 left-4 z-50 flex justify-center md:left-auto md:justify-end"
      aria-label={words.region}
      aria-live="polite"
    >
      {active && (
        <div
          key={active.id}
          role={active.variant === "destructive" ? "alert" : "status"}
          className={`pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-[0.8rem] border px-4 py-[0.9rem] text-ink shadow-[0_10px_30px_rgb(0_0_0/0.45)] ${tones[active.variant]}`}
          data-testid="toast"
        >
          <div className="min-w-0 flex-1">
            <p data-testid="toast-title" className="font-bold">
              {active.title}
            </p>
            {active.description && (
              <p data-testid="toast-description" className="text-[0.9rem] wrap-anywhere">
                {active.description}
              </p>
            )}
          </div>
          {active.action && (
            <button
              type="button"
              className="min-h-9 flex-none self-center rounded-lg bg-ink px-[0.9rem] font-bold text-bg hover:bg-white"
              onClick={() => {
                dismissToast(active.id);
                active.action?.onSelect();
              }}
            >
              {active.action.label}
            </button>
          )}
          <button
            type="button"
            className="inline-grid size-8 flex-none place-items-center rounded-lg hover:bg-white/10"
            onClick={() => dismissToast(active.id)}
            aria-label={words.close}
          >
            <Icon name="x" className="h-4 w-4" />
          </button>
        </div>
      )}
    </section>
  );
}
