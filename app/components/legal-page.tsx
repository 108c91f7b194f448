import type { ReactNode } from "react";
import { Page } from "./container";
import { Prose } from "./prose";
import { Lead, PageTitle } from "./typography";

export interface LegalDate {
  iso: string;
  label: string;
}

interface LegalPageProps {
  title: string;
  intro: string;
  /** When this document last changed; each document keeps its own date. */
  updated: LegalDate;
  children: ReactNode;
}

/** Frame for the Privacy Policy and Terms of Service: heading, date and readable prose. */
export function LegalPage({ title, intro, updated, children }: LegalPageProps) {
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <p className="mt-2 text-[0.9rem] text-muted">
        Last updated: <time dateTime={updated.iso}>{updated.label}</time>
      </p>
      <Lead>{intro}</Lead>
      <Prose>{children}</Prose>
    </Page>
  );
}
