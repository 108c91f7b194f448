// The Not Found page of each language: English for every unknown address, Hindi for one under /hi.
// The build prerenders both, publishes each as a file static hosts send (a host that looks for the
// nearest 404.html finds hi/404.html for /hi/…), and the Node server and nginx answer the same way.
import { type Lang, pathIn } from "../../app/lib/lang/lang";

/** Where the page is prerendered: "/404", "/hi/404". */
export function notFoundPath(lang: Lang): string {
  return pathIn(lang, "/404");
}

/** The file hosts send with status 404: "404.html", "hi/404.html". */
export function notFoundFile(lang: Lang): string {
  return `${notFoundPath(lang).slice(1)}.html`;
}
