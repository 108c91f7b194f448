import type { ReactNode } from "react";
import { formatDay } from "~/config/intl";
import { useWords } from "~/lib/lang/use-lang";
import { useLang } from "~/lib/lang/use-lang";
import { Page } from "./container";
import { Prose } from "./prose";
import { Lead, PageTitle } from "./typography";

interface LegalPageProps {
  title: string;
  intro: string;
  /** When this document last changed (ISO date); each document keeps its own. */
  updated: string;
  children: ReactNode;
}

/** Frame for the Privacy Policy and Terms of Service: heading, date and readable prose. */
export function LegalPage({ title, intro, updated, children }: LegalPageProps) {
  const lang = useLang();
  const words = useWords();
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <p className="mt-2 text-[0.9rem] text-muted">
        {words.legal.lastUpdated} <time dateTime={updated}>{formatDay(updated, lang)}</time>
      </p>
      <Lead>{intro}</Lead>
      <Prose>{children}</Prose>
    </Page>
  );
}
