import type { ReactNode } from "react";
import { Page } from "./container";
import { Prose } from "./prose";
import { Lead, PageTitle } from "./typography";

export const LEGAL_LAST_UPDATED = { iso: "2025-07-24", label: "July 24, 2025" } as const;

/** Frame for the Privacy Policy and Terms of Service: heading, date and readable prose. */
export function LegalPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <p className="mt-2 text-[0.9rem] text-muted">
        Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
      </p>
      <Lead>{intro}</Lead>
      <Prose>{children}</Prose>
    </Page>
  );
}
