import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AcceptSuggestionsResultSchema, dataEnvelope, type AcceptSuggestionsInput } from '@feedhub/contracts';
import { apiClient, type FeedbackMeta } from '@feedhub/api-client';
import { mappingProgressKey } from '../mapping-progress/queries';

/** The two resources whose suggestions can be accepted. */
export type SuggestionResource = 'partner-categories' | 'partner-attributes';

/** What an accept's answer is read with: `{ data: { mapped, skipped }, message? }`. */
const AcceptAnswer = dataEnvelope(AcceptSuggestionsResultSchema);

/**
 * POST /api/{resource}/accept-suggestions: maps the given (or every) row whose top suggestion is
 * confident. Whatever the outcome, the resource's lists and the mapping progress are read again: a
 * 409 (`suggestions_changed`, `pim_category_missing`) means what the screen shows is out of date.
 */
export function useAcceptSuggestions(resource: SuggestionResource, meta?: FeedbackMeta) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptSuggestionsInput) =>
      apiClient().post(`/api/${resource}/accept-suggestions`, AcceptAnswer, body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [resource] }),
        client.invalidateQueries({ queryKey: mappingProgressKey }),
      ]),
    meta,
  });
}

/** The `expected` map of an accept: each id with the suggested code the person saw. */
export function expectedCodes(rows: { id: number; code: string }[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [String(row.id), row.code]));
}
