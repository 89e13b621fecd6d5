/** Delimiters a supplier CSV uses, in order of preference when two fit equally. */
export const CSV_DELIMITERS = [';', ',', '\t', '|', '~'] as const;

/** The newline of a sample: the first line break outside quotes. */
export function detectNewline(sample: string, quote = '"'): '\r\n' | '\n' | '\r' {
  let quoted = false;
  for (let at = 0; at < sample.length; at++) {
    const ch = sample[at];
    // A doubled quote inside a quoted field toggles twice: the state is right at every line break.
    if (ch === quote) quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r'))
      return ch === '\n' ? '\n' : sample[at + 1] === '\n' ? '\r\n' : '\r';
  }
  return '\n';
}

/**
 * Delimiters outside quoted fields in each of the first records of a sample (a record ends at a newline
 * outside quotes, so a quoted line break does not split it). A quote opens a field only at its start, as
 * papaparse reads it. The last record counts only when a newline ends it (otherwise it may be cut off),
 * unless it is the only one.
 */
function countsPerRecord(sample: string, newline: string, delimiter: string, quote: string): number[] {
  const counts: number[] = [];
  let count = 0;
  let quoted = false;
  let fieldStart = true;
  let blank = true;
  for (let i = 0; i < sample.length && counts.length < 20; i++) {
    const ch = sample[i];
    if (quoted) {
      if (ch === quote) {
        if (sample[i + 1] === quote) i++;
        else quoted = false;
      }
      continue;
    }
    if (sample.startsWith(newline, i)) {
      if (!blank) counts.push(count);
      count = 0;
      fieldStart = true;
      blank = true;
      i += newline.length - 1;
      continue;
    }
    if (ch === quote && fieldStart) quoted = true;
    else if (ch === delimiter) count++;
    fieldStart = ch === delimiter;
    if (ch.trim() !== '') blank = false;
  }
  // A sample of one unterminated line (a header-only file) is all there is to go by.
  if (counts.length === 0 && !blank && !quoted) counts.push(count);
  return counts;
}

/**
 * Picks the delimiter that splits the first records into the same number (> 1) of fields most consistently,
 * preferring more fields. Returns null when none does (a one-column file, or not CSV at all).
 */
export function detectDelimiter(sample: string, newline: string, quote: string): string | null {
  let best: { delimiter: string; score: number } | null = null;
  for (const delimiter of CSV_DELIMITERS) {
    const counts = countsPerRecord(sample, newline, delimiter, quote);
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
