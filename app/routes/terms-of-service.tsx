import { LegalPage } from "~/components/legal-page";
import { termsOfService } from "~/content/legal";
import { langOf } from "~/lib/lang/lang";
import { pageMeta } from "~/lib/site/meta";
import { useLang } from "~/lib/lang/use-lang";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOf(location.pathname);
  const doc = termsOfService[lang];
  return pageMeta({ title: doc.title, description: doc.description, path: "/terms-of-service", lang });
};

export default function TermsOfService() {
  const doc = termsOfService[useLang()];
  return (
    <LegalPage title={doc.title} updated={doc.updated} intro={doc.intro}>
      <doc.Body />
    </LegalPage>
  );
}
