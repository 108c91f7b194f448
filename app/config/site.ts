// Everything a site owner changes lives here, except the words a visitor reads, which live once per
// language in app/content/words (the home page's title, the footer's summary and sign-off too).

/** The site's languages: English, and Hindi under /hi. */
export type Lang = "en" | "hi";

export interface SiteConfig {
  /** Product name; also the suffix of every page title. */
  name: string;
  /** Canonical origin without a trailing slash: canonical links, sitemap and social tags use it. */
  origin: string;
  contactEmail: string;
  /**
   * The language and region of each of the site's languages: number grouping (1,20,000), dates, the
   * lang of its pages, Open Graph's locale. English pages sit at the root, Hindi ones under /hi;
   * the feed, the web manifest and the offline page are English.
   */
  locales: Record<Lang, string>;
  /**
   * Whether both locales write whole numbers in Latin digits with Indian grouping (12,34,567), as en-IN
   * and hi-IN do: then counts are written without loading the locale's number data, which costs a
   * slow phone ~20 ms. A unit test checks this against the locale's own number format.
   */
  indianGrouping: boolean;
  /** Turn every advertisement placeholder on or off at once. */
  adsEnabled: boolean;
  /** Where the newsletter form posts the address; null until a provider is chosen. */
  newsletterEndpoint: string | null;
  /** Affiliate URL per product id; a product without one shows the placeholder toast. */
  affiliateLinks: Record<string, string>;
  /**
   * The download server behind the seven downloader pages: a cobalt instance
   * (github.com/imputnet/cobalt) that the visitor's browser calls directly. `url` is the
   * instance's address (its API_URL, e.g. "https://dl.example.com/"); `apiKey` is sent as
   * `Authorization: Api-Key <key>` and is readable by anyone who opens the page's scripts, so
   * give it a per-key limit rather than trusting it. The instance must allow this site's origin
   * (CORS_URL or CORS_WILDCARD). null keeps the simulated lookup and the "Backend Required" toasts.
   */
  downloaderBackend: { kind: "cobalt"; url: string; apiKey?: string } | null;
  /**
   * Where browsers report what the site's header policies refused (Reporting-Endpoints and
   * report-to, with report-uri for browsers that know only that): an absolute https URL that accepts
   * POSTed JSON reports. null sends none. Each page's own policy rides in its HTML, which browsers
   * cannot report from; see the README's Security headers.
   */
  cspReportUrl: string | null;
}

export const site: SiteConfig = {
  name: "CreatorGrow",
  origin: "https://creatorgrow.in",
  contactEmail: "hello@creatorgrow.in",
  locales: { en: "en-IN", hi: "hi-IN" },
  indianGrouping: true,
  adsEnabled: true,
  newsletterEndpoint: null,
  affiliateLinks: {},
  downloaderBackend: null,
  cspReportUrl: null,
};
