import type { PimAttributeInput } from './types';

interface LabelledAttribute {
  code: string;
  type: string;
  labels: { en?: string; et?: string };
  metricFamily?: string | null;
  defaultMetricUnit?: string | null;
}
interface LabelledOption {
  code: string;
  attribute: string;
  labels: { en?: string; et?: string };
}

/** The scorer's input from a PIM's attributes and options as the catalog and the embedded PIM hold them. */
export function pimAttributeInputs(
  attributes: readonly LabelledAttribute[],
  options: readonly LabelledOption[],
): PimAttributeInput[] {
  const byAttribute = new Map<string, PimAttributeInput['options'] & object>();
  for (const o of options) {
    const list = byAttribute.get(o.attribute) ?? [];
    list.push({ code: o.code, labels: { en: o.labels.en, et: o.labels.et } });
    byAttribute.set(o.attribute, list);
  }
  return attributes.map((a) => ({
    code: a.code,
    type: a.type,
    labels: { en: a.labels.en, et: a.labels.et },
    metricFamily: a.metricFamily ?? null,
    defaultMetricUnit: a.defaultMetricUnit ?? null,
    options: byAttribute.get(a.code) ?? [],
  }));
}
