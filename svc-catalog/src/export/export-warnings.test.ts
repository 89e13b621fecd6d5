import { exportMessage } from '@feedhub/pim';
import { translate } from '@feedhub/i18n';
import { ExportWarnings, MAX_CAUSE_LINES } from './export-warnings';

const noPrice = exportMessage('export_price_missing', { attribute: 'retail_price' });
const text = (line: { key: string; params?: Record<string, string | number> }, locale: 'en' | 'et' = 'en') =>
  translate(locale, 'jobs', line.key, line.params);

describe('export warnings grouped by cause', () => {
  test('one line per cause with its count and three example products', () => {
    const warnings = new ExportWarnings();
    for (let i = 1; i <= 12; i++) warnings.add(noPrice, `SKU${i}`);
    warnings.add(exportMessage('export_family_unknown', { family: 'boats' }), 'B1');
    const lines = warnings.lines();
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => text(line))).toEqual([
      'Skipped 12 products without a price (retail_price): SKU1, SKU2, SKU3 …',
      'Skipped 1 product: the PIM has no family boats (sync the PIM reference data or change the mapping): B1',
    ]);
    expect(text(lines[0]!, 'et')).toBe(
      'Vahele jäeti 12 toodet ilma hinnata (retail_price): SKU1, SKU2, SKU3 …',
    );
  });

  test('the same key with other placeholders is another cause', () => {
    const warnings = new ExportWarnings();
    warnings.add(exportMessage('export_value_option_unmapped', { attribute: 'color', value: 'Teal' }), 'A');
    warnings.add(exportMessage('export_value_option_unmapped', { attribute: 'color', value: 'Mauve' }), 'B');
    warnings.add(exportMessage('export_value_option_unmapped', { attribute: 'color', value: 'Teal' }), 'C');
    expect(warnings.lines().map((line) => text(line))).toEqual([
      '2 products (A, C): “Teal” of color has no PIM option mapped; the value was left out',
      '1 product (B): “Mauve” of color has no PIM option mapped; the value was left out',
    ]);
  });

  test('past the line budget the causes of a key merge: every key keeps a line, none is dropped', () => {
    const warnings = new ExportWarnings();
    for (let i = 0; i <= MAX_CAUSE_LINES; i++)
      warnings.add(
        exportMessage('export_value_option_unmapped', { attribute: 'color', value: `C${i}` }),
        `P${i}`,
      );
    warnings.add(noPrice, 'N1');
    const lines = warnings.lines();
    expect(lines.map((line) => text(line))).toEqual([
      `${MAX_CAUSE_LINES + 1} products (P0, P1, P2 …): “C0, C1, C2 …” of color has no PIM option mapped; the value was left out`,
      'Skipped 1 product without a price (retail_price): N1',
    ]);
  });
});
