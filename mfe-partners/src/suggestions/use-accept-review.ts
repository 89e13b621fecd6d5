import { ApiError } from '@feedhub/api-client';
import { expectedCodes, useAcceptSuggestions, type SuggestionResource } from './queries';
import type { ReviewItem } from './AcceptReviewModal';

/**
 * The accept of a review list: sends the ticked ids with the codes the person saw as `expected`;
 * a 409 is said in the modal (no toast) while the list is read again (the accept refreshes it).
 */
export function useAcceptReview(resource: SuggestionResource, partnerId: number) {
  const accept = useAcceptSuggestions(resource, { quietStatuses: [409] });
  const conflict =
    accept.error instanceof ApiError && accept.error.status === 409 ? accept.error.message : undefined;
  return {
    saving: accept.isPending,
    conflict,
    result: accept.data?.data,
    submit: (items: ReviewItem[]) =>
      accept.mutate({ partnerId, ids: items.map((item) => item.id), expected: expectedCodes(items) }),
  };
}
