import { LegalPage } from "~/components/legal-page";
import { privacyPolicy } from "~/content/legal";
import { langOf } from "~/lib/lang/lang";
import { pageMeta } from "~/lib/site/meta";
import { useLang } from "~/lib/lang/use-lang";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOf(location.pathname);
  const doc = privacyPolicy[lang];
  return pageMeta({ title: doc.title, description: doc.description, path: "/privacy-policy", lang });
};

export default function PrivacyPolicy() {
  const doc = privacyPolicy[useLang()];
  return (
    <LegalPage title={doc.title} updated={doc.updated} intro={doc.intro}>
      <doc.Body />
    </LegalPage>
  );
}
