import type { z } from 'zod';
import type { FieldErrors, Locale } from '@feedhub/contracts';
import { fieldLabel, issueRule, translate } from '@feedhub/i18n';
import type { FieldRule } from './errors';

/**
 * Maps one zod issue to a validation rule of SPEC §5 (or the key the schema named). The rules live in
 * @feedhub/i18n, so a browser form and a service word a broken field the same way.
 */
export function ruleOfIssue(issue: z.core.$ZodIssue, input: unknown): FieldRule {
  return issueRule(issue, input);
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
