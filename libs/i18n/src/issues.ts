import type { z } from 'zod';
import type { FieldErrors, Locale } from '@feedhub/contracts';
import { fieldLabel, hasValidationKey, translate } from './index';

/**
 * zod issues → SPEC §5 messages, for forms in the browser: the same rules the services apply
 * (libs/service-kit/src/validation.ts), so a message reads the same whether the form or the server
 * found it. Pure: zod issues and the catalogues only.
 */

/** One field's failed rule: the validation key and its placeholders. */
export interface IssueRule {
  /** Validation key, e.g. `required`, `ip_range`. */
  rule: string;
  /** Placeholders (`:min`, `:max`). */
  params: Record<string, string | number>;
}

/** Reads the value at a path of the original input, to tell "missing" from "wrong type". */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
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

/** Maps one zod issue to a validation rule (or the key the schema named). */
export function issueRule(issue: z.core.$ZodIssue, input: unknown): IssueRule {
  const params: Record<string, string | number> = {};
  const extra = (issue as { params?: Record<string, unknown> }).params;
  if (extra)
    for (const [k, v] of Object.entries(extra))
      if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  const value = valueAt(input, issue.path);
  const named = issue.message && hasValidationKey(issue.message) ? issue.message : undefined;
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    const origin = issue.origin === 'string' || issue.origin === 'array' ? issue.origin : 'numeric';
    if (issue.code === 'too_small') params.min = bound;
    else params.max = bound;
    if (named) return { rule: named, params };
    if (issue.code === 'too_small' && origin === 'string' && bound <= 1) return { rule: 'required', params };
    return { rule: `${issue.code === 'too_small' ? 'min' : 'max'}.${origin}`, params };
  }
  // A missing value is "required", also where a coercing schema saw it as the text "undefined".
  if (
    (issue.code === 'invalid_type' || issue.code === 'invalid_format') &&
    (value === undefined || value === null)
  )
    return { rule: 'required', params };
  if (named) return { rule: named, params };
  switch (issue.code) {
    case 'invalid_type':
      return { rule: TYPE_RULES[issue.expected] ?? 'in', params };
    case 'invalid_format':
      return { rule: issue.format === 'email' ? 'email' : 'in', params };
    case 'not_multiple_of':
      return { rule: 'numeric', params };
    default:
      return { rule: 'in', params };
  }
}

/** Capitalises a sentence that starts with a placeholder (`username field is required`). */
const upperFirst = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * Failed rules by field path as messages in a locale (`:attribute` = the field's label): the server's
 * wording of a 422, and the browser's when the language changes while the messages show.
 */
export function ruleMessages(
  rules: Readonly<Record<string, readonly { rule: string; params?: Record<string, string | number> }[]>>,
  locale: Locale,
): FieldErrors {
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

/** Every zod issue as messages by field path, in a locale, with `:attribute` = the field's label. */
export function issueMessages(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  locale: Locale,
): FieldErrors {
  // A Map, not `{}`: a field path must not meet Object.prototype.
  const out = new Map<string, string[]>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'body';
    const { rule, params } = issueRule(issue, input);
    const text = upperFirst(
      translate(locale, 'validation', rule, { ...params, attribute: fieldLabel(locale, path) }),
    );
    const list = out.get(path) ?? [];
    if (!list.includes(text)) out.set(path, [...list, text]);
  }
  return Object.fromEntries(out);
}
