import { Link } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { Icon } from "~/components/icon";
import { JsonLd } from "~/components/json-ld";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/meta";
import { websiteSchema } from "~/lib/structured-data";
import { platforms } from "~/content/platforms";
import type { Platform } from "~/lib/tool-entry";
import { toolsFor } from "~/tools/registry";

export const meta = () =>
  pageMeta({ title: site.homeTitle, fullTitle: true, description: site.homeDescription, path: "/" });

const strengths = [
  { title: "Free, no sign-up", text: "Every tool works straight away. No account, no e-mail, no limits." },
  { title: "Private by design", text: "Everything runs in your browser. Your keywords never leave your phone." },
  { title: "Fast on any network", text: "Pages are tiny and load in a blink, even on patchy mobile data." },
];

function PlatformCard({ platform }: { platform: Platform }) {
  const info = platforms[platform];
  const featured = toolsFor(platform).filter((tool) => tool.home);
  return (
    <section className={`platform-card platform-card-${platform}`} aria-labelledby={`home-${platform}`}>
      <div className="platform-card-head">
        <span className="platform-card-icon">
          <Icon name={platform} className="h-6 w-6" />
        </span>
        <h2 id={`home-${platform}`} className="section-title">
          {info.title}
        </h2>
      </div>
      <ul className="platform-card-links">
        {featured.map((tool) => (
          <li key={tool.id}>
            <Link to={tool.path}>
              <Icon name={tool.icon} className="h-4 w-4" />
              {tool.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={info.path} className="text-link">
        All {info.label} tools <Icon name="arrow-right" className="h-4 w-4" />
      </Link>
    </section>
  );
}

export default function Home() {
  return (
    <>
      <JsonLd data={websiteSchema()} />
      <section className="hero">
        <div className="hero-inner container">
          <p className="eyebrow">Free tools for Instagram &amp; YouTube creators</p>
          <h1 className="hero-title">
            Grow your channel and your feed, <span className="gradient-text">one tap at a time</span>
          </h1>
          <p className="lead">
            Hashtags, captions, bios, usernames, stylish fonts, video descriptions and fresh content ideas — made for
            creators, ready in seconds.
          </p>
          <div className="hero-actions">
            <Link to="/instagram" className="btn btn-primary btn-lg">
              <Icon name="instagram" /> Instagram Tools
            </Link>
            <Link to="/youtube" className="btn btn-youtube btn-lg">
              <Icon name="youtube" /> YouTube Tools
            </Link>
          </div>
        </div>
      </section>
      <div className="container">
        <AdSlot name="home" />
        <div className="platform-cards">
          <PlatformCard platform="instagram" />
          <PlatformCard platform="youtube" />
        </div>
        <section aria-labelledby="why-title" className="strengths">
          <h2 id="why-title" className="section-title">
            Why creators use {site.name}
          </h2>
          <ul className="strength-list">
            {strengths.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
