// The two legal documents in each language. The English text governs; the Hindi one says so.
import type { ReactNode } from "react";
import type { Lang } from "~/config/site";
import * as privacyEn from "./privacy-policy.en";
import * as privacyHi from "./privacy-policy.hi";
import * as termsEn from "./terms-of-service.en";
import * as termsHi from "./terms-of-service.hi";

export interface LegalDocument {
  title: string;
  /** The meta description. */
  description: string;
  intro: string;
  /** When the document last changed (ISO date); the languages change together. */
  updated: string;
  Body: () => ReactNode;
}

export const privacyPolicy: Readonly<Record<Lang, LegalDocument>> = { en: privacyEn, hi: privacyHi };
export const termsOfService: Readonly<Record<Lang, LegalDocument>> = { en: termsEn, hi: termsHi };
