import { useMemo } from 'react';
import { AcceptReviewModal, type ReviewItem } from '../../suggestions/AcceptReviewModal';
import { useAcceptReview } from '../../suggestions/use-accept-review';
import { useConfidentAttributes } from '../queries';

/** Props of the attributes' review list. */
export interface AttributeAcceptReviewProps {
  /** The partner whose attributes are reviewed. */
  partnerId: number;
  /** Cancel or Close. */
  onClose(): void;
}

/**
 * "Accept N confident" for attributes: every unmapped attribute with a confident suggestion (code
 * and name → the PIM attribute, score, reason), all ticked; "Map N attributes" sends the ticked
 * ones with the codes shown as `expected`.
 */
export function AttributeAcceptReview({ partnerId, onClose }: AttributeAcceptReviewProps) {
  const list = useConfidentAttributes(partnerId);
  const review = useAcceptReview('partner-attributes', partnerId);
  const items = useMemo<ReviewItem[] | undefined>(
    () =>
      list.data?.rows.flatMap((row) => {
        const s = row.suggestion;
        if (!s?.confident) return [];
        const subject = row.name && row.name !== row.code ? `${row.code} (${row.name})` : row.code;
        return [{ id: row.id, subject, target: s.name, code: s.code, score: s.score, reason: s.reason }];
      }),
    [list.data],
  );
  return (
    <AcceptReviewModal
      kind="attributes"
      items={items}
      loadError={list.isError}
      onRetry={() => void list.refetch()}
      saving={review.saving}
      conflict={review.conflict}
      result={review.result}
      onSubmit={review.submit}
      onClose={onClose}
    />
  );
}
