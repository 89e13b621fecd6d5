/** Delimiters a supplier CSV uses, in order of preference when two fit equally. */
export const CSV_DELIMITERS = [';', ',', '\t', '|', '~'] as const;

/** The newline of a sample: the first line break outside quotes. */
export function detectNewline(sample: string): '\r\n' | '\n' | '\r' {
  const at = sample.search(/\r\n|\n|\r/);
  if (at === -1) return '\n';
  return sample.startsWith('\r\n', at) ? '\r\n' : sample[at] === '\n' ? '\n' : '\r';
}

/** Counts delimiters outside quoted fields per line; a quote opens a field only at its start (as papaparse reads it). */
function countsPerLine(lines: string[], delimiter: string, quote: string): number[] {
  return lines.map((line) => {
    let count = 0;
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted) {
        if (ch === quote) {
          if (line[i + 1] === quote) i++;
          else quoted = false;
        }
      } else if (ch === quote && (i === 0 || line[i - 1] === delimiter)) quoted = true;
      else if (ch === delimiter) count++;
    }
    return count;
  });
}

/**
 * Picks the delimiter that splits the first lines into the same number (> 1) of fields most consistently,
 * preferring more fields. Returns null when none does (a one-column file, or not CSV at all).
 */
export function detectDelimiter(sample: string, newline: string, quote: string): string | null {
  const lines = sample.split(newline).slice(0, 21);
  if (lines.length > 1) lines.pop(); // the last line of a sample may be cut
  const nonEmpty = lines.filter((l) => l.trim() !== '');
  let best: { delimiter: string; score: number } | null = null;
  for (const delimiter of CSV_DELIMITERS) {
    const counts = countsPerLine(nonEmpty, delimiter, quote);
    if (counts.length === 0 || counts[0] === 0) continue;
    const consistent = counts.filter((c) => c === counts[0]).length / counts.length;
    const score = consistent * 1000 + counts[0];
    if (consistent >= 0.8 && (!best || score > best.score)) best = { delimiter, score };
  }
  return best?.delimiter ?? null;
}

/** A header row has no empty and no numeric cells (a TD Synnex price file starts with data). */
export function looksLikeHeader(cells: string[]): boolean {
  return cells.every((c) => c.trim() !== '' && !/^[\s\d.,+-]+$/.test(c));
}
