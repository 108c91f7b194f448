import { Link, type LinkProps } from "react-router";

/** A standalone link with a trailing icon ("Read More →", "All Instagram tools →"). */
export function TextLink({ className = "", ...rest }: LinkProps) {
  return <Link {...rest} className={`inline-flex items-center gap-[0.35rem] font-semibold ${className}`} />;
}
