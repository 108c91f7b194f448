import { Link } from "react-router";
import { useAddressQuery } from "~/lib/form/use-address";
import { localeOf, pathIn } from "~/lib/lang/lang";

/**
 * Below an English tool that people also look for in Hindi ("instagram bio in hindi"): the same tool
 * on its Hindi page, with the fields the address holds. The header's language switch does this on
 * every page; this line says it where someone who searched in Hindi is looking, under the tool. Its
 * words are the same whatever the page's language (it is shown on English pages only), so they
 * live here: a Hinglish question, then the link in Hindi, marked as Hindi.
 */
export function HindiTwinLink({ path }: { path: `/${string}` }) {
  const search = useAddressQuery();
  return (
    <p className="mt-4 text-[0.95rem] text-muted">
      Hindi mein chahiye?{" "}
      <Link
        to={`${pathIn("hi", path)}${search}`}
        lang={localeOf("hi")}
        hrefLang="hi"
        className="inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-[0.15em]"
      >
        यही टूल हिंदी में <span aria-hidden="true">→</span>
      </Link>
    </p>
  );
}
