import { AdSlot } from "~/components/ad-slot";
import { CardGrid } from "~/components/card-grid";
import { Page } from "~/components/container";
import { ProductCard } from "~/components/product-card";
import { Lead, PageTitle } from "~/components/typography";
import { site } from "~/config/site";
import { products } from "~/content/products";
import { wordsFor } from "~/content/words";
import { useWords } from "~/lib/lang/use-lang";
import { langOf } from "~/lib/lang/lang";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/affiliate-products";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOf(location.pathname);
  const words = wordsFor(lang).gear;
  return pageMeta({ title: words.title, description: words.description, path: "/affiliate-products", lang });
};

export default function AffiliateProducts() {
  const words = useWords().gear;
  return (
    <Page>
      <PageTitle>{words.title}</PageTitle>
      <Lead>{words.lead}</Lead>
      <p className="mt-4 rounded-[0.7rem] border border-line bg-surface px-4 py-3 text-[0.9rem] text-muted">
        <strong>{words.disclosureTitle}</strong> {words.disclosure(site.name)}
      </p>
      <CardGrid roomy className="mt-6" aria-label={words.products(products.length)}>
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
