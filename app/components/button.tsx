import type { ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "youtube";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex cursor-pointer items-center justify-center gap-2 rounded-[0.7rem] py-[0.6rem] font-bold whitespace-nowrap no-underline transition-[filter,background-color] duration-150 disabled:cursor-not-allowed disabled:opacity-75";

const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-[1.1rem]",
  lg: "min-h-13 px-6 text-[1.05rem]",
};

const primaryFill = "bg-linear-to-r/srgb from-ig-from to-ig-to hover:not-disabled:brightness-112";
const secondaryFill = "border bg-surface-2 hover:not-disabled:bg-surface-3";

const variants: Record<ButtonVariant, string> = {
  primary: `text-white ${primaryFill}`,
  secondary: `border-edge text-ink ${secondaryFill}`,
  youtube: "bg-yt text-white",
};

// A copy that just worked turns the label green; the secondary look's border follows.
const copiedVariants: Record<ButtonVariant, string> = {
  primary: `text-copied ${primaryFill}`,
  secondary: `border-copied-edge text-copied ${secondaryFill}`,
  youtube: "bg-yt text-copied",
};

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The "Copied!" state of a copy button. */
  copied?: boolean;
}

/**
 * The classes of a button, for the few links that must look like one (a hero link, a download or
 * shop link). Everything that acts on the page is a <Button>.
 */
export function buttonClass({ variant = "primary", size = "md", copied = false }: ButtonLook = {}): string {
  return `${base} ${sizes[size]} ${(copied ? copiedVariants : variants)[variant]}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows the spinner and disables the button while work is under way. */
  loading?: boolean;
  children: ReactNode;
}

export function Button({
  variant = "primary",
  size = "md",
  copied = false,
  loading = false,
  disabled,
  className = "",
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={`${buttonClass({ variant, size, copied })} ${className}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}

export function Spinner() {
  return (
    <span
      className="size-[1.1em] animate-spinner rounded-full border-2 border-current border-r-transparent motion-reduce:animate-spinner-calm!"
      aria-hidden="true"
    />
  );
}
