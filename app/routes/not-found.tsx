import { useEffect } from "react";
import { Page } from "~/components/container";
import { LinkList } from "~/components/link-list";
import { Eyebrow, Lead, PageTitle } from "~/components/typography";
import { pageMeta } from "~/lib/meta";
import { restoreRealUrl } from "~/lib/not-found-guard";

export const meta = () =>
  pageMeta({
    title: "Page Not Found",
    description: "The page you asked for does not exist. Try our Instagram and YouTube tools instead.",
    path: "/404",
    noindex: true,
  });

const WAYS_BACK = [
  { to: "/", label: "Home" },
  { to: "/instagram", label: "Instagram Tools" },
  { to: "/youtube", label: "YouTube Tools" },
];

export default function NotFound() {
  useEffect(restoreRealUrl, []);
  return (
    <Page narrow data-page="not-found">
      <Eyebrow>Error 404</Eyebrow>
      <PageTitle>Page Not Found</PageTitle>
      <Lead>This page does not exist or has moved. These will get you back on track:</Lead>
      <LinkList links={WAYS_BACK} />
    </Page>
  );
}
