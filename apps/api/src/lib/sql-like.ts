/** A `%term%` pattern for ILIKE with the wildcard characters of the term escaped (`%`, `_`, `\`). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
