import { AdSlot } from "~/components/ad-slot";
import { CardGrid } from "~/components/card-grid";
import { Page } from "~/components/container";
import { ProductCard } from "~/components/product-card";
import { Lead, PageTitle } from "~/components/typography";
import { site } from "~/config/site";
import { products } from "~/content/products";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Creator Gear",
    description:
      "Budget-friendly creator gear for Reels and YouTube: mobile tripod, ring light, condenser mic, car phone mount, gimbal and green screen, with prices in rupees.",
    path: "/affiliate-products",
  });

export default function AffiliateProducts() {
  return (
    <Page>
      <PageTitle>Creator Gear</PageTitle>
      <Lead>
        The simple kit that makes the biggest difference to your videos — steady shots, good light and clear sound —
        without breaking the bank.
      </Lead>
      <p className="mt-4 rounded-[0.7rem] border border-line bg-surface px-4 py-3 text-[0.9rem] text-muted">
        <strong>Disclosure:</strong> some links on this page are affiliate links. If you buy through them, {site.name}{" "}
        may earn a small commission at no extra cost to you. Prices are a guide and may change at the store.
      </p>
      <CardGrid roomy className="mt-6" aria-label={`${products.length} products`}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} link={site.affiliateLinks[product.id]} />
          </li>
        ))}
      </CardGrid>
      <AdSlot name="affiliate" />
    </Page>
  );
}
