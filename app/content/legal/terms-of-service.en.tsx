// The Terms of Service in English: the version that governs (the Hindi one says so).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { site } from "~/config/site";
import { formatDay } from "~/config/intl";
import { TERMS_NOTICE_DAYS } from "./notice";

export const title = "Terms of Service";

export const description = `The rules for using ${site.name}'s free Instagram and YouTube tools, blog and creator gear page, in plain English — including 30 days' notice of material changes.`;

export const intro = `These terms are the agreement between you and ${site.name} when you use this website. By using the site you accept them. If you do not agree, please do not use the site.`;

// Changed when section 1 came to describe the downloader pages as they work now.
export const updated = "2026-11-25";

export function Body(): ReactNode {
  const email = site.contactEmail;
  return (
    <>
      <h2>1. The service</h2>
      <p>
        {site.name} offers free tools that help Instagram and YouTube creators: generators for hashtags, captions, bios,
        usernames, stylish fonts, post text, ideas, niches, strategies, video descriptions and channel names, plus a
        blog and a creator gear page. The tools run in your browser. There are no accounts and no fees.
      </p>
      <p>
        The downloader pages work in one of two ways, depending on whether the site has a download server connected.
        Without one, a downloader page checks the link you paste inside your browser and shows a sample card, clearly
        marked as a sample; nothing is fetched or downloaded. With one, the page sends your link to that server, which
        fetches the public post or video from Instagram or YouTube so you can save it. Some content cannot be fetched
        (for example private posts, and anything the server is not able to reach), and the page says so when that
        happens.{" "}
        {site.downloaderBackend
          ? "A download server is connected to this site today."
          : "No download server is connected to this site today, so the downloader pages show samples only."}
      </p>

      <h2>2. Using the tools</h2>
      <p>You may use the site for personal and commercial creator work. Please do not:</p>
      <ul>
        <li>use the site to break any law or the rules of Instagram, YouTube or any other platform;</li>
        <li>try to break, overload or gain unauthorised access to the site or the server it runs on;</li>
        <li>copy the site as a whole, or present it or its articles as your own service.</li>
      </ul>

      <h2>3. Content you create</h2>
      <p>
        Text you generate with our tools is yours to use, edit and publish. The results come from built-in lists and
        templates, so other people may receive the same or similar text. You are responsible for what you publish: check
        that it is accurate, suitable for your audience, and does not infringe anyone else&apos;s rights or any
        platform&apos;s rules.
      </p>

      <h2>4. Third-party platforms and content</h2>
      <p>
        {site.name} is independent. It is not affiliated with, endorsed by or sponsored by Instagram, Meta, YouTube or
        Google. Their names are used only to describe what the tools are for. Only download, reuse or repost content you
        own or have permission to use.
      </p>

      <h2>5. Advice and results</h2>
      <p>
        Our articles and tools share general tips based on our experience and public information from the platforms.
        Platforms change their features and rules often, and we cannot promise any particular number of followers, views
        or earnings.
      </p>

      <h2>6. Advertising and affiliate links</h2>
      <p>
        The site is free because of advertising and affiliate links. Ads may appear in the spaces marked
        &quot;Advertisement&quot;. Our <Link to="/affiliate-products">creator gear page</Link> may link to products sold
        by other stores; if you buy through such a link we may earn a commission at no extra cost to you. Your purchase
        is a contract between you and that store, under its terms, prices, delivery and return policies. Prices shown on
        our site are a guide and may differ from the store&apos;s current price.
      </p>

      <h2>7. Our content</h2>
      <p>
        The site&apos;s design, code, articles, images and the lists behind the tools belong to {site.name}. You may
        quote short parts of our articles with a link back to the original page.
      </p>

      <h2>8. Availability and disclaimer</h2>
      <p>
        We work hard to keep the site useful and available, but it is provided &quot;as is&quot; and &quot;as
        available&quot;, without warranties of any kind. We may change, pause or remove tools at any time.
      </p>

      <h2>9. Limitation of liability</h2>
      <p>
        As far as the law allows, {site.name} is not liable for any indirect or consequential loss, or for loss of
        followers, income, data or opportunities, arising from your use of the site. Nothing in these terms limits
        liability that cannot be limited by law.
      </p>

      <h2>10. Privacy</h2>
      <p>
        Our <Link to="/privacy-policy">Privacy Policy</Link> explains how the site handles information. In short: no
        accounts, and what you type is not stored by us.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        We may update these terms as the site grows. For material changes, we will give at least {TERMS_NOTICE_DAYS}{" "}
        days&apos; notice by posting the new terms on this page, with a notice on the site, before they take effect.
        Minor changes, such as fixing typos, may take effect immediately. If you keep using the site after changes take
        effect, you accept the updated terms.
      </p>
      <p>
        What changed on {formatDay(updated)}: section 1 now describes how the downloader pages work with and without a
        download server. It adds no new obligations for you, so it took effect when it was published.
      </p>

      <h2>12. Governing law</h2>
      <p>These terms are governed by the laws of India, and the courts of India have jurisdiction over any dispute.</p>

      <h2>13. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </>
  );
}
