import { Link } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { buttonClass } from "~/components/button";
import { Card } from "~/components/card";
import { Container } from "~/components/container";
import { Icon } from "~/components/icon";
import { JsonLd } from "~/components/json-ld";
import { LinkItems } from "~/components/link-list";
import { TextLink } from "~/components/text-link";
import { platformFill } from "~/components/tool-card";
import { Eyebrow, Lead, SectionTitle } from "~/components/typography";
import { site } from "~/config/site";
import { wordsFor } from "~/content/words";
import { useWords } from "~/lib/lang/use-lang";
import { langOf } from "~/lib/lang/lang";
import { pageMeta } from "~/lib/site/meta";
import { useLang, useLocalPath } from "~/lib/lang/use-lang";
import { websiteSchema } from "~/lib/site/structured-data";
import { platforms } from "~/content/platforms";
import { type Platform, toolWords } from "~/lib/site/tool-entry";
import { toolsFor } from "~/tools/registry";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOf(location.pathname);
  const words = wordsFor(lang).home;
  return pageMeta({ title: words.title, fullTitle: true, description: words.description, path: "/", lang });
};

function GradientText({ children }: { children: string }) {
  return (
    <span className="bg-linear-90/srgb from-glow-pink via-glow-violet to-glow-amber bg-clip-text text-transparent">
      {children}
    </span>
  );
}

function PlatformCard({ platform }: { platform: Platform }) {
  const info = platforms[platform];
  const lang = useLang();
  const local = useLocalPath();
  const words = useWords();
  const featured = toolsFor(platform).filter((tool) => tool.home);
  return (
    <Card as="section" className="p-6" aria-labelledby={`home-${platform}`}>
      <div className="mb-4 flex items-center gap-3">
        <span className={`inline-grid size-11 place-items-center rounded-xl text-white ${platformFill[platform]}`}>
          <Icon name={platform} className="h-6 w-6" />
        </span>
        <SectionTitle id={`home-${platform}`}>{words.platforms[platform].title}</SectionTitle>
      </div>
      <LinkItems
        links={featured.map((tool) => ({
          to: local(tool.path),
          label: (
            <>
              <Icon name={tool.icon} className="h-4 w-4" />
              {toolWords(tool, lang).name}
            </>
          ),
        }))}
        className="mb-4 grid gap-2"
        linkClassName="flex items-center gap-[0.6rem] rounded-[0.6rem] bg-surface-2 px-[0.9rem] py-[0.7rem] font-semibold text-ink no-underline hover:outline hover:outline-line"
      />
      <TextLink to={local(info.path)}>
        {words.home.allTools(info.label)} <Icon name="arrow-right" className="h-4 w-4" />
      </TextLink>
    </Card>
  );
}

export default function Home() {
  const lang = useLang();
  const local = useLocalPath();
  const words = wordsFor(lang);
  return (
    <>
      <JsonLd data={websiteSchema(lang)} />
      <section className="bg-[radial-gradient(60rem_20rem_at_50%_-5rem,color-mix(in_srgb,var(--color-ig-to)_25%,transparent),transparent)] pt-12 pb-6">
        <Container className="text-center">
          <Eyebrow>{words.home.eyebrow}</Eyebrow>
          <h1 className="mt-2 text-[clamp(2rem,6vw,3.25rem)] leading-[1.1] font-extrabold tracking-[-0.02em]">
            {words.home.headline} <GradientText>{words.home.headlineGlow}</GradientText>
          </h1>
          <Lead>{words.home.lead}</Lead>
          <div className="mt-7 flex flex-wrap justify-center gap-3">
            <Link to={local("/instagram")} className={buttonClass({ size: "lg" })}>
              <Icon name="instagram" /> {words.header.nav.instagram}
            </Link>
            <Link to={local("/youtube")} className={buttonClass({ variant: "youtube", size: "lg" })}>
              <Icon name="youtube" /> {words.header.nav.youtube}
            </Link>
          </div>
        </Container>
      </section>
      <Container>
        <div className="grid gap-4 md:grid-cols-2">
          <PlatformCard platform="instagram" />
          <PlatformCard platform="youtube" />
        </div>
        <section aria-labelledby="why-title" className="my-10">
          <SectionTitle id="why-title">{words.home.whyTitle(site.name)}</SectionTitle>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {words.home.strengths.map((item) => (
              <Card as="li" key={item.title} className="p-5">
                <h3 className="font-bold">{item.title}</h3>
                <p className="mt-1 text-muted">{item.text}</p>
              </Card>
            ))}
          </ul>
        </section>
        <AdSlot name="home" />
      </Container>
    </>
  );
}
