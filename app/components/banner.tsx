import type { HTMLAttributes } from "react";

/** A message that stays on the page (unlike a toast) because the user needs to act on it. */
export function Banner({ className = "", ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p
      {...rest}
      className={`rounded-[0.8rem] border border-danger-edge bg-danger-bg px-4 py-[0.9rem] text-danger-ink ${className}`}
    />
  );
}
