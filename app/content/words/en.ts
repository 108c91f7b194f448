// The words of the site's frame in English: header, footer, the site's own pages and the shared
// parts of every tool page. Hindi has the same keys in ./hi.ts; a tool's own words live in its folder.

export const en = {
  langName: "English",
  skipToContent: "Skip to content",
  header: {
    homeLabel: (name: string) => `${name} home`,
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNav: "Main",
    mobileNav: "Mobile",
    nav: { home: "Home", instagram: "Instagram Tools", youtube: "YouTube Tools", blog: "Blog" },
  },
  footer: {
    summary: "Your one-stop solution for Instagram and YouTube growth tools, made for creators.",
    contact: "Contact:",
    platformTools: (platform: string) => `${platform} Tools`,
    company: "Company",
    legal: "Legal",
    blog: "Blog",
    gear: "Creator Gear",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    rights: "All rights reserved.",
    tagline: "Made with ❤️ for creators — apna content, apni pehchaan.",
  },
  breadcrumb: { label: "Breadcrumb", home: "Home", blog: "Blog" },
  advertisement: "Advertisement",
  toasts: { region: "Notifications", close: "Close notification" },
  copy: { copy: "Copy", copied: "Copied!" },
  /** A result's length against the platform's limit: "120 / 2,200 characters". */
  count: {
    characters: "characters",
    bytes: "bytes",
    over: (by: string) => ` — over the limit by ${by}`,
  },
  /** The hashtag generators' results (app/components/hashtag-results.tsx). */
  /** The calculators' results (app/components/calculator-result.tsx). */
  calculator: { notes: "Worth knowing" },
  hashtags: {
    title: "Your hashtags",
    ready: (count: number) => `${count} ${count === 1 ? "hashtag" : "hashtags"} ready.`,
    copied: (count: number) => `${count} ${count === 1 ? "hashtag" : "hashtags"} copied to your clipboard.`,
  },
  /** The choice Hindi pages' writing tools offer: Devanagari, or Hindi in Roman letters. */
  writing: { label: "Write in", devanagari: "Hindi", hinglish: "Hinglish" },
  form: {
    generating: "Generating...",
    estimating: "Estimating...",
    /** The toast titles of the form's notes and of its refusals. */
    headsUp: "Heads up",
    /** When a tool's code could not be fetched (the connection dropped). */
    loadFailed: "This tool didn't finish loading. Check your connection and try again.",
    oops: "Oops!",
    /** A field named as a sentence's subject, when its label is a question. */
    answerTo: (label: string) => `Your answer to “${label}”`,
    cut: (subject: string, max: string) => `${subject} was cut to its first ${max} characters.`,
    notAChoice: (value: string, label: string) =>
      `${value} is not one of the choices for “${label}”, so it was left out.`,
    leftOut: (subject: string) =>
      `${subject} is too long to fit in this page's address, so a link to this page won't carry it (the field keeps it).`,
    /** A calculator's toast when several fields are refused: the first message, then how many more. */
    moreFields: (count: number) =>
      `${count === 1 ? "One more field needs" : `${count} more fields need`} a fix, marked in the form.`,
    checkNumbers: "Please check the numbers.",
  },
  home: {
    title: "CreatorGrow | Free Instagram & YouTube Tools for Creators",
    description:
      "Free hashtag, caption, bio, username, stylish font and idea generators for Instagram and YouTube creators. Fast, private, no sign-up.",
    eyebrow: "Free tools for Instagram & YouTube creators",
    headline: "Grow your channel and your feed,",
    headlineGlow: "one tap at a time",
    lead: "Hashtags, captions, bios, usernames, stylish fonts, video descriptions and fresh content ideas — made for creators, ready in seconds.",
    allTools: (platform: string) => `All ${platform} tools`,
    whyTitle: (name: string) => `Why creators use ${name}`,
    strengths: [
      { title: "Free, no sign-up", text: "Every tool works straight away. No account, no e-mail, no limits." },
      { title: "Private by design", text: "Everything runs in your browser. Your keywords never leave your phone." },
      { title: "Fast on any network", text: "Pages are tiny and load in a blink, even on patchy mobile data." },
    ],
  },
  platforms: {
    instagram: {
      title: "Instagram Tools",
      /** The page's <title> name, written for what people search; English keeps the heading. */
      searchTitle: "Instagram Tools",
      description:
        "Free Instagram tools: hashtag, caption, bio and username generators, niche and idea finders, growth strategies and downloaders.",
    },
    youtube: {
      title: "YouTube Tools",
      searchTitle: "YouTube Tools",
      description:
        "Free YouTube tools: description, bio, hashtag, channel name and video idea generators, plus video and Shorts downloaders.",
    },
    toolCount: (count: number, platform: string) => `${count} ${platform} tools`,
  },
  toolPage: {
    about: (name: string) => `About the ${name}`,
    more: (platform: string) => `More ${platform} tools`,
    related: "Related tools",
  },
  blog: {
    title: "Blog",
    heading: (name: string) => `${name} Blog`,
    description:
      "Practical guides for Instagram and YouTube creators: growth tips, Reels hooks, bios, thumbnails and content planning, written for Indian creators.",
    lead: "Tips, guides and strategies to grow your Instagram and YouTube — straight talk, no fluff.",
    /** Each article category's name as its pill shows it; the front matter keeps the English key. */
    categories: { Instagram: "Instagram", YouTube: "YouTube", Strategy: "Strategy" },
    articles: (count: number) => `${count} articles`,
    readMore: "Read More",
    readMoreAbout: (title: string) => ` about ${title}`,
    by: "By",
    updated: "Updated",
    related: "Related articles",
    share: "Share",
    shareLabel: "Copy link to share this post",
    shareCopied: { title: "Link copied!", description: "Post link has been copied to your clipboard." },
    notFoundTitle: "Post Not Found",
    notFoundText: "The blog post you're looking for does not exist.",
    back: "Back to Blog",
    errorTitle: "Something went wrong",
    errorText: "Please reload the page, or go back to the blog.",
  },
  newsletter: {
    title: "Get creator tips in your inbox",
    lead: "One short e-mail with growth tips, new tools and trending formats. No spam, unsubscribe anytime.",
    placeholder: "you@example.com",
    label: "Email address",
    submit: "Subscribe",
    submitting: "Subscribing...",
    empty: "Please enter your e-mail address.",
    invalid: "That doesn't look like an e-mail address. Please check it (for example name@example.com).",
    comingSoon: "Sign-ups open soon! We haven't saved your address — please check back in a few weeks.",
    success: "You're subscribed! Look out for our next e-mail. 🎉",
    failed: "Sorry, we couldn't sign you up just now. Please try again in a little while.",
    offline: "We couldn't reach the newsletter service. Check your connection and try again.",
  },
  gear: {
    title: "Creator Gear",
    lead: "The simple kit that makes the biggest difference to your videos — steady shots, good light and clear sound — without breaking the bank.",
    disclosureTitle: "Disclosure:",
    disclosure: (name: string) =>
      `some links on this page are affiliate links. If you buy through them, ${name} may earn a small commission at no extra cost to you. Prices are a guide and may change at the store.`,
    products: (count: number) => `${count} products`,
    buyNow: "Buy Now",
    toast: {
      title: "Affiliate Link",
      description: "Buying through our affiliate links isn't implemented yet. Check back soon!",
    },
    description:
      "Budget-friendly creator gear for Reels and YouTube: mobile tripod, ring light, condenser mic, car phone mount, gimbal and green screen, with prices in rupees.",
  },
  legal: { lastUpdated: "Last updated:" },
  notFound: {
    title: "Page Not Found",
    description: "The page you asked for does not exist. Try our Instagram and YouTube tools instead.",
    eyebrow: "Error 404",
    lead: "This page does not exist or has moved. These will get you back on track:",
  },
  /** The page the service worker shows for a page not yet saved on the device, with no connection. */
  offline: {
    title: "You're offline",
    lead: (name: string) =>
      `This page isn't saved on this device yet. Every tool page opens without a connection once you have visited ${name} online.`,
    home: "Go to the home page",
    // The prompt when a new version of the site has been saved and waits for the visitor.
    updateTitle: (name: string) => `A new version of ${name} is ready`,
    updateLead: "Reload to use it. Anything you typed on this page will be cleared.",
    reload: "Reload",
  },
  error: {
    title: "Something went wrong",
    lead: "Please reload the page. If it keeps happening, write to us and we will fix it.",
  },
};

/** The shape every language's words take: the same keys, each a string or a function giving one. */
export type Words = Wording<typeof en>;

type Wording<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer I)[]
      ? readonly Wording<I>[]
      : { readonly [K in keyof T]: Wording<T[K]> };
