import { useId } from "react";
import { type AffiliateProduct, PRODUCT_IMAGE_SIZE, formatInr } from "~/content/products";
import { AFFILIATE_TOAST_MS } from "~/lib/timing";
import { toast } from "~/lib/toast";

export const AFFILIATE_PLACEHOLDER = {
  title: "Affiliate Link",
  description: "Buying through our affiliate links isn't implemented yet. Check back soon!",
} as const;

interface ProductCardProps {
  product: AffiliateProduct;
  /** The configured affiliate URL, if any; without one Buy Now shows the placeholder toast. */
  link?: string;
}

export function ProductCard({ product, link }: ProductCardProps) {
  const nameId = useId();
  return (
    <article className="product-card">
      <img
        className="product-image"
        src={product.image}
        alt={product.imageAlt}
        width={PRODUCT_IMAGE_SIZE.width}
        height={PRODUCT_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <div className="product-body">
        <h2 id={nameId} className="product-name">
          {product.name}
        </h2>
        <p className="product-description">{product.description}</p>
        <div className="product-footer">
          <p className="product-price">{formatInr(product.priceInr)}</p>
          {link ? (
            <a
              className="btn btn-primary"
              href={link}
              target="_blank"
              rel="sponsored noopener"
              aria-describedby={nameId}
            >
              Buy Now
            </a>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              aria-describedby={nameId}
              onClick={() => toast({ ...AFFILIATE_PLACEHOLDER, duration: AFFILIATE_TOAST_MS })}
            >
              Buy Now
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
