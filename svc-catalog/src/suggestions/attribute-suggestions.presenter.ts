import {
  ATTRIBUTE_SUGGESTION_SOURCES,
  type AttributeSuggestion,
  type AttributeSuggestionSource,
  type Locale,
  type RowSuggestion,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { z } from 'zod';
import type { PimAttributeRow } from './attribute-evidence.repo';
import { StoredTargetSchema, type StoredReason } from './suggestions.repo';

/**
 * An attribute suggestion as the answers show it: the PIM attribute's name and its options' names in
 * the caller's language, `confident` against the threshold in force, and one translated line of why.
 */

/** A stored attribute target: the shared fields plus the unit conversion and the option matches. */
export const StoredAttributeTargetSchema = StoredTargetSchema.extend({
  unit: z.object({ from: z.string(), to: z.string(), factor: z.number() }).nullable().catch(null),
  options: z
    .array(
      z.object({ index: z.number().int(), value: z.string(), optionCode: z.string(), score: z.number() }),
    )
    .catch([]),
});
export type StoredAttributeTarget = z.infer<typeof StoredAttributeTargetSchema>;

/** A stored target read back as an attribute target (missing fields read as none). */
export function asAttributeTarget(target: unknown): StoredAttributeTarget | null {
  const parsed = StoredAttributeTargetSchema.safeParse({ unit: null, options: [], ...(target as object) });
  return parsed.success ? parsed.data : null;
}

/** 0–1 with two decimals, as the answers carry scores. */
const twoDecimals = (score: number) => Math.min(1, Math.max(0, Math.round(score * 100) / 100));

/** A label in the caller's language (English when the PIM has none in it). */
const labelIn = (labels: { en: string; et: string }, locale: Locale, code: string) =>
  (locale === 'et' ? labels.et : labels.en) || labels.en || code;

/** The factor as a person reads it: up to six significant digits, no exponent for everyday sizes. */
const factorText = (factor: number) => String(Number(factor.toPrecision(6)));

/** Characters of the supplier's data (or of what it matched) a reason line quotes: a long name stays a line. */
const QUOTE_CHARS = 120;
const quote = (text: string) => (text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text);

/** One line a person can check: the strongest reason, and the unit conversion when one is needed. */
export function reasonLine(
  reasons: readonly StoredReason[],
  unit: StoredAttributeTarget['unit'],
  locale: Locale,
): string {
  const top = reasons[0];
  const known = top && (ATTRIBUTE_SUGGESTION_SOURCES as readonly string[]).includes(top.source);
  const line = known
    ? translate(locale, 'messages', `attribute_suggestion_${top.source}`, {
        supplier: quote(top.supplier),
        matched: quote(top.matched),
        count: top.count ?? 1,
      })
    : '';
  if (!unit) return line;
  return translate(locale, 'messages', 'attribute_suggestion_unit', {
    reason: line,
    from: unit.from,
    to: unit.to,
    factor: factorText(unit.factor),
  });
}

/** A reason that matched the PIM attribute's English label names it in the caller's language. */
const localReasons = (
  reasons: readonly StoredReason[],
  attribute: PimAttributeRow,
  locale: Locale,
): StoredReason[] =>
  reasons.map((r) =>
    r.matched === attribute.labels.en
      ? { ...r, matched: labelIn(attribute.labels, locale, attribute.code) }
      : r,
  );

/** The suggestions of an attribute, best first; targets the PIM no longer has are left out. */
export function presentAttributeSuggestions(
  targets: readonly StoredAttributeTarget[],
  pim: ReadonlyMap<string, PimAttributeRow>,
  locale: Locale,
  threshold: number,
): AttributeSuggestion[] {
  return targets.flatMap((t) => {
    const attribute = pim.get(t.code);
    if (!attribute) return [];
    const options = new Map(attribute.options.map((o) => [o.code, o]));
    return [
      {
        code: attribute.code,
        name: labelIn(attribute.labels, locale, attribute.code),
        type: attribute.type,
        score: twoDecimals(t.score),
        confident: t.score >= threshold,
        reason: reasonLine(localReasons(t.reasons, attribute, locale), t.unit, locale),
        sources: t.sources.filter((s): s is AttributeSuggestionSource =>
          (ATTRIBUTE_SUGGESTION_SOURCES as readonly string[]).includes(s),
        ),
        unit: t.unit,
        options: t.options.flatMap((o) => {
          const option = options.get(o.optionCode);
          return option
            ? [
                {
                  index: o.index,
                  value: o.value,
                  optionCode: o.optionCode,
                  optionName: labelIn(option.labels, locale, option.code),
                  score: twoDecimals(o.score),
                },
              ]
            : [];
        }),
      },
    ];
  });
}

/**
 * The top suggestion as a list row shows it (null: none, or its PIM attribute is gone); `confident`
 * as stored, so the row and the list's filter always agree.
 */
export function presentRowSuggestion(
  top: StoredAttributeTarget | undefined,
  names: ReadonlyMap<string, { name: string }>,
  locale: Locale,
  confident: boolean,
): RowSuggestion {
  const attribute = top && names.get(top.code);
  if (!top || !attribute) return null;
  return {
    code: top.code,
    name: attribute.name || top.code,
    score: twoDecimals(top.score),
    confident,
    reason: reasonLine(top.reasons, top.unit, locale),
  };
}
