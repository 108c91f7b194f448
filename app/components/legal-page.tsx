import type { ReactNode } from "react";

export interface LegalDate {
  iso: string;
  label: string;
}

export const LEGAL_LAST_UPDATED: LegalDate = { iso: "2025-07-24", label: "July 24, 2025" };

interface LegalPageProps {
  title: string;
  intro: string;
  /** When this document last changed; each document keeps its own date. */
  updated?: LegalDate;
  children: ReactNode;
}

/** Frame for the Privacy Policy and Terms of Service: heading, date and readable prose. */
export function LegalPage({ title, intro, updated = LEGAL_LAST_UPDATED, children }: LegalPageProps) {
  return (
    <div className="page legal-page container">
      <h1 className="page-title">{title}</h1>
      <p className="legal-updated">
        Last updated: <time dateTime={updated.iso}>{updated.label}</time>
      </p>
      <p className="lead">{intro}</p>
      <div className="prose">{children}</div>
    </div>
  );
}
