import type { ReactNode } from "react";

export const LEGAL_LAST_UPDATED = { iso: "2025-07-24", label: "July 24, 2025" } as const;

/** Frame for the Privacy Policy and Terms of Service: heading, date and readable prose. */
export function LegalPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="page legal-page container">
      <h1 className="page-title">{title}</h1>
      <p className="legal-updated">
        Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
      </p>
      <p className="lead">{intro}</p>
      <div className="prose">{children}</div>
    </div>
  );
}
