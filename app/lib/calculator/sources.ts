/** A published figure's origin, shown beside it: who said it, where, and when. */
export interface Source {
  /** "Kofluence, quoted by Moneycontrol" */
  name: string;
  /** "4 April 2024": as the publication dates it. */
  date: string;
}

/** "Kofluence, quoted by Moneycontrol (4 April 2024)" */
export function cite(source: Source): string {
  return `${source.name} (${source.date})`;
}
