import { createContext, useContext } from "react";
import { type Words, wordsFor } from "~/content/words";
import { type Lang, pathIn } from "./lang";

// The root layout reads the page's language from its path once and hands it down, so a component
// needs no router to know it (and one rendered on its own, as in a unit test, is English).
const LangContext = createContext<Lang>("en");

export const LangProvider = LangContext;

/** The language of the page being shown. */
export function useLang(): Lang {
  return useContext(LangContext);
}

/** The words of the page being shown (app/content/words, in its language). */
export function useWords(): Words {
  return wordsFor(useLang());
}

/** Turns an English site path into the same page's path in the language of the page being shown. */
export function useLocalPath(): (path: string) => string {
  const lang = useLang();
  return (path) => pathIn(lang, path);
}
