import type { z } from 'zod';
import type { FieldErrors, Locale } from '@feedhub/contracts';
import { fieldLabel, hasValidationKey, translate } from '@feedhub/i18n';
import type { FieldRule } from './errors';

/** Reads the value at a path of the original input, to tell "missing" from "wrong type". */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const TYPE_RULES: Record<string, string> = {
  string: 'string',
  number: 'numeric',
  int: 'integer',
  bigint: 'integer',
  array: 'array',
  boolean: 'boolean',
  object: 'object',
  date: 'date',
};

/** Placeholder values a rule may use. */
type Params = Record<string, string | number>;

/** Maps one zod issue to a validation rule of SPEC §5 (or the key the schema named). */
export function ruleOfIssue(issue: z.core.$ZodIssue, input: unknown): FieldRule {
  const params: Params = {};
  const extra = (issue as { params?: Record<string, unknown> }).params;
  if (extra)
    for (const [k, v] of Object.entries(extra))
      if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  const value = valueAt(input, issue.path);
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    const origin = issue.origin === 'string' || issue.origin === 'array' ? issue.origin : 'numeric';
    if (issue.code === 'too_small') params.min = bound;
    else params.max = bound;
    if (issue.message && hasValidationKey(issue.message)) return { rule: issue.message, params };
    if (issue.code === 'too_small' && origin === 'string' && bound <= 1) return { rule: 'required', params };
    return { rule: `${issue.code === 'too_small' ? 'min' : 'max'}.${origin}`, params };
  }
  if (issue.code === 'invalid_type' && (value === undefined || value === null))
    return { rule: 'required', params };
  if (issue.message && hasValidationKey(issue.message)) return { rule: issue.message, params };
  switch (issue.code) {
    case 'invalid_type':
      return { rule: TYPE_RULES[issue.expected] ?? 'in', params };
    case 'invalid_format':
      return { rule: issue.format === 'email' ? 'email' : 'in', params };
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return { rule: 'in', params };
    case 'not_multiple_of':
      return { rule: 'numeric', params };
    default:
      return { rule: 'in', params };
  }
}

/** Field-keyed rules for every zod issue (all of them, not just the first). */
export function rulesOfIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  prefix: string[] = [],
): Record<string, FieldRule[]> {
  // A Map, not `{}`: a field path is user input (`?constructor=1`) and must not meet Object.prototype.
  const out = new Map<string, FieldRule[]>();
  const add = (path: string, rule: FieldRule) => {
    out.set(path, [...(out.get(path) ?? []), rule]);
  };
  for (const issue of issues) {
    const base = [...prefix, ...issue.path.map(String)];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...base, key].join('.'), { rule: 'unknown_field' });
      continue;
    }
    add(base.join('.') || 'body', ruleOfIssue(issue, input));
  }
  return Object.fromEntries(out);
}

/** Capitalises a sentence that starts with a placeholder (`username field is required`). */
const upperFirst = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** Translates field rules into messages in a locale, with `:attribute` = the field's label. */
export function translateRules(rules: Record<string, FieldRule[]>, locale: Locale): FieldErrors {
  return Object.fromEntries(
    Object.entries(rules).map(([path, list]) => {
      const attribute = fieldLabel(locale, path);
      const messages = list.map((r) =>
        upperFirst(translate(locale, 'validation', r.rule, { ...r.params, attribute })),
      );
      return [path, [...new Set(messages)]];
    }),
  );
}
