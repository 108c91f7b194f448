import { useEffect } from "react";
import { Page } from "~/components/container";
import { LinkList } from "~/components/link-list";
import { Eyebrow, Lead, PageTitle } from "~/components/typography";
import { wordsFor } from "~/content/words";
import { langOf, pathIn } from "~/lib/lang/lang";
import { pageMeta } from "~/lib/site/meta";
import { useLang } from "~/lib/lang/use-lang";
import type { Route } from "./+types/not-found";
import { restoreRealUrl } from "~/lib/site/not-found-guard";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOf(location.pathname);
  const words = wordsFor(lang).notFound;
  return pageMeta({ title: words.title, description: words.description, path: "/404", lang, noindex: true });
};

export default function NotFound() {
  useEffect(restoreRealUrl, []);
  const lang = useLang();
  const words = wordsFor(lang);
  const waysBack = [
    { to: pathIn(lang, "/"), label: words.header.nav.home },
    { to: pathIn(lang, "/instagram"), label: words.header.nav.instagram },
    { to: pathIn(lang, "/youtube"), label: words.header.nav.youtube },
  ];
  return (
    <Page narrow data-page="not-found">
      <Eyebrow>{words.notFound.eyebrow}</Eyebrow>
      <PageTitle>{words.notFound.title}</PageTitle>
      <Lead>{words.notFound.lead}</Lead>
      <LinkList links={waysBack} />
    </Page>
  );
}
