/** The attribute half of the scorer's API (SUGGEST_API.md: agreed with svc-catalog and the bench). */

/** A PIM attribute as the scorer needs it. */
export interface PimAttributeInput {
  code: string;
  /** Akeneo type: pim_catalog_simpleselect, pim_catalog_metric, pim_catalog_number, … */
  type: string;
  labels: { en?: string; et?: string };
  metricFamily?: string | null;
  defaultMetricUnit?: string | null;
  options?: { code: string; labels: { en?: string; et?: string } }[];
}

export interface AttributeEvidence {
  /** The supplier's attribute code and name, any language. */
  code: string;
  name: string;
  /** The attribute's option values (in their order) or sample values seen in the feed. */
  values?: string[];
  /** Mappings already made: other partners' attributes (and this partner's namesakes) with their PIM codes. */
  mapped?: { name: string; codes: string[]; samePartner: boolean }[];
}

export type AttributeSource = 'partners' | 'taxonomy' | 'name' | 'values';

export interface AttributeReason {
  source: AttributeSource;
  /** What of the supplier's data matched ("Farbe", "Schwarz, Rot, Weiß"). */
  supplier: string;
  /** What it matched (a PIM label, a pivot attribute's English name, another partner's attribute). */
  matched: string;
  /** partners: how many mapped attributes agree. */
  count?: number;
}

export interface UnitConversion {
  /** Akeneo unit code the supplier's values are in ("GRAM"). */
  from: string;
  /** The PIM attribute's unit ("KILOGRAM"). */
  to: string;
  /** Multiply the supplier's amount by it (0.001). */
  factor: number;
}

export interface OptionSuggestion {
  /** Index of the value in evidence.values. */
  index: number;
  value: string;
  optionCode: string;
  score: number;
}

export interface ScoredAttribute {
  code: string;
  /** 0..1; ≥ 0.7 (the default confident score) only when the evidence is clear. */
  score: number;
  sources: AttributeSource[];
  reasons: AttributeReason[];
  unit: UnitConversion | null;
  options: OptionSuggestion[];
}
