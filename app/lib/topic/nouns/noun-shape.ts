import type { SubjectKind } from "../reading";

/** The kinds a dictionary noun can have: a brand is a name, and "general" is no reading at all. */
export type NounKind = Exclude<SubjectKind, "general" | "brand">;

/** The generated table: per kind, the nouns joined by "|", in WordNet's casing where it has capitals. */
export type NounTable = Readonly<Record<NounKind, string>>;
