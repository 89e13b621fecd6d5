import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AcceptReviewModal, type ReviewItem } from '../../suggestions/AcceptReviewModal';
import { displayPath } from '../../suggestions/SuggestionParts';
import { useAcceptReview } from '../../suggestions/use-accept-review';
import { useConfidentCategories, usePimFamilies } from '../queries';

/** Props of the categories' review list. */
export interface CategoryAcceptReviewProps {
  /** The partner whose categories are reviewed. */
  partnerId: number;
  /** Cancel or Close. */
  onClose(): void;
}

/**
 * "Accept N confident" for categories: every unmapped category with a confident suggestion (its path
 * → the PIM category's path, the family it gets, score, reason), all ticked; "Map N categories" sends
 * the ticked ones with the codes shown as `expected`.
 */
export function CategoryAcceptReview({ partnerId, onClose }: CategoryAcceptReviewProps) {
  const { t } = useTranslation('suggestions');
  const list = useConfidentCategories(partnerId);
  const families = usePimFamilies();
  const review = useAcceptReview('partner-categories', partnerId);

  const items = useMemo<ReviewItem[] | undefined>(() => {
    if (!list.data) return undefined;
    const familyName = new Map((families.data ?? []).map((f) => [f.code, f.name]));
    return list.data.rows.flatMap((row) => {
      const s = row.suggestion;
      if (!s?.confident) return [];
      const family = s.familyCode;
      const extra = family ? (
        (familyName.get(family) ?? family)
      ) : (
        <Text span size="sm" c="dimmed">
          {t('review.noFamily')}
        </Text>
      );
      return [
        {
          id: row.id,
          subject: displayPath(row.path),
          target: s.name,
          code: s.code,
          score: s.score,
          reason: s.reason,
          extra,
        },
      ];
    });
  }, [list.data, families.data, t]);

  return (
    <AcceptReviewModal
      kind="categories"
      items={items}
      loadError={list.isError}
      onRetry={() => void list.refetch()}
      extraTitle={t('review.family')}
      saving={review.saving}
      conflict={review.conflict}
      result={review.result}
      onSubmit={review.submit}
      onClose={onClose}
    />
  );
}
