// The attribute half of the scorer is built on another branch: the bench looks it up at run time so
// it measures categories alone until that half is merged, then both.
import type { PimReferenceData } from '@feedhub/pim';
import type { Pivot } from '../index';

interface AttributeInput {
  code: string;
  type: string;
  labels: { en?: string; et?: string };
  metricFamily?: string | null;
  defaultMetricUnit?: string | null;
  options?: { code: string; labels: { en?: string; et?: string } }[];
}
interface AttributeEvidence {
  code: string;
  name: string;
  values?: string[];
}
type Build = (p: Pivot, attributes: AttributeInput[]) => unknown;
type Score = (
  index: unknown,
  evidence: AttributeEvidence,
  limit?: number,
) => { code: string; score: number }[];

const isFunction = (x: unknown): x is (...args: never[]) => unknown => typeof x === 'function';

/** Top suggestion per supplier attribute, or null when the library has no attribute scorer yet. */
export function attributeScorer(
  lib: object,
  p: Pivot,
  pim: Readonly<PimReferenceData>,
): ((e: AttributeEvidence) => { code: string; score: number } | undefined) | null {
  const build: unknown = Reflect.get(lib, 'buildAttributeIndex');
  const score: unknown = Reflect.get(lib, 'scoreAttribute');
  if (!isFunction(build) || !isFunction(score)) return null;
  const inputs: AttributeInput[] = pim.attributes.map((a) => ({
    code: a.code,
    type: a.type,
    labels: a.labels,
    metricFamily: a.metricFamily,
    defaultMetricUnit: a.defaultMetricUnit,
    options: pim.options
      .filter((o) => o.attribute === a.code)
      .map((o) => ({ code: o.code, labels: o.labels })),
  }));
  const index = (build as Build)(p, inputs);
  return (e) => (score as Score)(index, e, 3)[0];
}
