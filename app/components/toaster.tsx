import { dismissToast, useActiveToast } from "~/lib/toast";
import { Icon } from "./icon";

/** The one toast area of the site. The live region is always present so screen readers hear each toast. */
export function Toaster() {
  const active = useActiveToast();
  return (
    <section className="toaster" aria-label="Notifications" aria-live="polite">
      {active && (
        <div
          key={active.id}
          role={active.variant === "destructive" ? "alert" : "status"}
          className={`toast toast-${active.variant}`}
          data-testid="toast"
        >
          <div className="min-w-0 flex-1">
            <p className="toast-title">{active.title}</p>
            {active.description && <p className="toast-description">{active.description}</p>}
          </div>
          {active.action && (
            <button
              type="button"
              className="toast-action"
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
            className="toast-close"
            onClick={() => dismissToast(active.id)}
            aria-label="Close notification"
          >
            <Icon name="x" className="h-4 w-4" />
          </button>
        </div>
      )}
    </section>
  );
}
