// Everything a site owner changes lives here. Nothing else hard-codes these values.

export interface SiteConfig {
  /** Product name; also the suffix of every page title. */
  name: string;
  /** Canonical origin without a trailing slash: canonical links, sitemap and social tags use it. */
  origin: string;
  contactEmail: string;
  /** Footer line describing the product. */
  summary: string;
  /** Footer sign-off in mixed Hindi-English. */
  tagline: string;
  /** Home page <title>, which stands without the usual suffix. */
  homeTitle: string;
  homeDescription: string;
  /** Turn every advertisement placeholder on or off at once. */
  adsEnabled: boolean;
  /** Where the newsletter form posts the address; null until a provider is chosen. */
  newsletterEndpoint: string | null;
  /** Affiliate URL per product id; a product without one shows the placeholder toast. */
  affiliateLinks: Record<string, string>;
  /** A backend that resolves downloader links; null keeps the simulated lookup. */
  downloaderBackend: string | null;
}

export const site: SiteConfig = {
  name: "CreatorGrow",
  origin: "https://creatorgrow.in",
  contactEmail: "hello@creatorgrow.in",
  summary: "Your one-stop solution for Instagram and YouTube growth tools, made for creators.",
  tagline: "Made with ❤️ for creators — apna content, apni pehchaan.",
  homeTitle: "CreatorGrow | Free Instagram & YouTube Tools for Creators",
  homeDescription:
    "Free hashtag, caption, bio, username, stylish font and idea generators for Instagram and YouTube creators. Fast, private, no sign-up.",
  adsEnabled: true,
  newsletterEndpoint: null,
  affiliateLinks: {},
  downloaderBackend: null,
};
