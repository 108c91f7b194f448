/**
 * Runs `task` once the page has loaded and the main thread is idle (at most 5 s after load), so
 * work the visitor did not ask for never competes with the page they came for.
 */
export function afterLoadWhenIdle(task: () => void): void {
  const idle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 5000 });
    else setTimeout(task, 1000);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
