import type { z } from 'zod';
import type { FieldErrors, Locale } from '@feedhub/contracts';
import { issueRule, ruleMessages } from '@feedhub/i18n';
import type { FieldRule } from './errors';
import { defOf } from './schema-def';

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

/** Translates field rules into messages in a locale, with `:attribute` = the field's label. */
export function translateRules(rules: Record<string, FieldRule[]>, locale: Locale): FieldErrors {
  return ruleMessages(rules, locale);
}

/** A lone UTF-16 surrogate (a pair is one code point under `u` and does not match). */
const LONE_SURROGATE = /\p{Cs}/u;

/** The rule a string breaks whatever its field: NUL (PostgreSQL refuses it) or a lone surrogate (stored as U+FFFD). */
function textRule(text: string): FieldRule | null {
  if (text.includes('\u0000')) return { rule: 'no_nul' };
  if (LONE_SURROGATE.test(text)) return { rule: 'lone_surrogate' };
  return null;
}

/**
 * Rules every value of a request obeys, whatever its schema says, checked on the raw input before
 * the schemas see it: no string anywhere (free-form feed and task params included) holds NUL or a
 * lone surrogate, and no key is `__proto__` (zod's records would drop it silently). A key that breaks
 * a rule is reported under its object's path. An explicit stack, not recursion: depth is no concern.
 */
export function textRules(input: unknown, prefix: string[] = []): Record<string, FieldRule[]> {
  // A path is a chain to the parent, spelt out only for a value that breaks a rule.
  type Step = { key: string; parent: Step | null } | null;
  const pathOf = (step: Step): string => {
    const keys: string[] = [];
    for (let at = step; at; at = at.parent) keys.push(at.key);
    return [...prefix, ...keys.reverse()].join('.') || 'body';
  };
  const out = new Map<string, FieldRule[]>();
  const add = (step: Step, rule: FieldRule) => {
    const path = pathOf(step);
    out.set(path, [...(out.get(path) ?? []), rule]);
  };
  const pending: { value: unknown; step: Step }[] = [{ value: input, step: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, step } = next;
    if (typeof value === 'string') {
      const rule = textRule(value);
      if (rule) add(step, rule);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => pending.push({ value: item, step: { key: String(i), parent: step } }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const child = { key, parent: step };
        const rule = key === '__proto__' ? { rule: 'unknown_field' } : textRule(key);
        if (rule) add(key === '__proto__' ? child : step, rule);
        else pending.push({ value: item, step: child });
      }
    }
  }
  return Object.fromEntries(out);
}

/**
 * Paths inside a body schema where an object accepts keys it does not name (a plain `z.object` drops
 * them silently, `.passthrough()` keeps them): a body must refuse unknown keys (`.strict()`), so a
 * field the client thinks it set, or one it must not set (`is_admin`, `partner_id`), is a 422 and
 * never ignored. `*` stands for an array item or a record value. Records are open by design (their
 * keys are data), as are `z.unknown()` values (feed and task params, checked by their own rules).
 */
export function openObjectPaths(schema: z.ZodType): string[] {
  const open: string[] = [];
  const seen = new Set<z.ZodType>();
  const under = (path: string, key: string) => (path ? `${path}.${key}` : key);
  const walk = (node: z.ZodType | null | undefined, path: string) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    const children: [z.ZodType | null | undefined, string][] = [];
    switch (def.type) {
      case 'object':
        if (!def.catchall || defOf(def.catchall).type !== 'never') open.push(path || '(body)');
        for (const [key, child] of Object.entries(def.shape ?? {})) children.push([child, under(path, key)]);
        break;
      case 'array':
        children.push([def.element, under(path, '*')]);
        break;
      case 'record':
        children.push([def.valueType, under(path, '*')]);
        break;
      case 'tuple':
        (def.items ?? []).forEach((item, i) => children.push([item, under(path, String(i))]));
        children.push([def.rest, under(path, '*')]);
        break;
      case 'pipe':
        children.push([def.in, path], [def.out, path]);
        break;
      case 'union':
        for (const option of def.options ?? []) children.push([option, path]);
        break;
      case 'intersection':
        children.push([def.left, path], [def.right, path]);
        break;
      case 'lazy':
        children.push([def.getter?.(), path]);
        break;
      default:
        children.push([def.innerType, path]); // optional, nullable, default, catch, readonly…
    }
    for (const [child, at] of children) walk(child, at);
  };
  walk(schema, '');
  return open;
}
