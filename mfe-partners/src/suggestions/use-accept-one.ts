import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@feedhub/ui';
import { expectedCodes, useAcceptSuggestions, type SuggestionResource } from './queries';

/** A row whose top suggestion can be accepted. */
interface AcceptableRow {
  /** Id. */
  id: number;
  /** The suggestion the row shows. */
  suggestion: { code: string } | null;
}

/**
 * The one-click accept of a list row: ids [id] and the code the row shows as `expected`. A mapped
 * row says so in the green toast; a skipped one says why in the red one (a 409 gets the server's
 * message); the list and the progress are read again either way.
 */
export function useAcceptOne(resource: SuggestionResource, partnerId: number) {
  const { t } = useTranslation('suggestions');
  const accept = useAcceptSuggestions(resource, { quietSuccess: true });
  return {
    acceptingId: accept.isPending ? (accept.variables?.ids?.[0] ?? null) : null,
    accept: (row: AcceptableRow, name: string) => {
      if (!row.suggestion) return;
      accept.mutate(
        {
          partnerId,
          ids: [row.id],
          expected: expectedCodes([{ id: row.id, code: row.suggestion.code }]),
        },
        {
          onSuccess: ({ data, message }) => {
            const skipped = data.skipped[0];
            if (data.mapped === 0 && skipped)
              toastError(t('oneClick.skipped', { name, reason: t(`skip.${skipped.reason}`) }));
            else toastSuccess(message ?? t('oneClick.mapped', { name }));
          },
        },
      );
    },
  };
}
