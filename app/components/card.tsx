import type { HTMLAttributes, ReactNode } from "react";

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: "div" | "section" | "article" | "li";
}

/** The raised surface of the site's panels and cards. Callers add padding and layout. */
export function Card({ as: Tag = "div", className = "", ...rest }: CardProps) {
  return <Tag {...rest} className={`rounded-2xl border border-line bg-surface ${className}`} />;
}

interface ImageCardProps {
  image: { src: string; alt: string; width: number; height: number };
  /** The picture's aspect-ratio utility ("aspect-video"), so its box is kept before it loads. */
  aspect: string;
  /** For a card in the first screenful, whose picture should not wait to be scrolled to. */
  eager?: boolean;
  children: ReactNode;
}

/** A card led by a picture across its full width, its words below (articles, products). */
export function ImageCard({ image, aspect, eager = false, children }: ImageCardProps) {
  return (
    <Card as="article" className="flex h-full flex-col overflow-hidden">
      <img
        className={`block ${aspect} h-auto w-full`}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <div className="flex flex-1 flex-col gap-2 p-[1.1rem]">{children}</div>
    </Card>
  );
}
