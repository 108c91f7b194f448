import { useId } from "react";
import { type AffiliateProduct, PRODUCT_IMAGE_SIZE, formatInr } from "~/content/products";
import { useWords } from "~/lib/lang/use-lang";
import { AFFILIATE_TOAST_MS } from "~/lib/page/timing";
import { useLang } from "~/lib/lang/use-lang";
import { toast } from "~/lib/form/toast";
import { Button, buttonClass } from "./button";
import { ImageCard } from "./card";

interface ProductCardProps {
  product: AffiliateProduct;
  /** The configured affiliate URL, if any; without one Buy Now shows the placeholder toast. */
  link?: string;
}

export function ProductCard({ product, link }: ProductCardProps) {
  const nameId = useId();
  const words = useWords().gear;
  const shown = useLang() === "en" ? product : product.hi;
  return (
    <ImageCard image={{ src: product.image, alt: shown.imageAlt, ...PRODUCT_IMAGE_SIZE }} aspect="aspect-[4/3]">
      <h2 id={nameId} className="text-[1.2rem] font-bold">
        {shown.name}
      </h2>
      <p className="text-[0.95rem] text-muted">{shown.description}</p>
      <div className="mt-auto flex items-center justify-between gap-3 pt-2">
        <p data-testid="product-price" className="text-[1.35rem] font-extrabold">
          {formatInr(product.priceInr)}
        </p>
        {link ? (
          <a className={buttonClass()} href={link} target="_blank" rel="sponsored noopener" aria-describedby={nameId}>
            {words.buyNow}
          </a>
        ) : (
          <Button aria-describedby={nameId} onClick={() => toast({ ...words.toast, duration: AFFILIATE_TOAST_MS })}>
            {words.buyNow}
          </Button>
        )}
      </div>
    </ImageCard>
  );
}
