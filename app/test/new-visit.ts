import { beforeEach } from "vitest";
import { newVisit } from "~/lib/text/deck";

// Each test is a visit of its own: the decks a visit keeps (lib/text/deck.ts) start full, whatever
// another test or file dealt before it.
beforeEach(() => {
  newVisit();
});
