import { fieldErrorsOf } from '@feedhub/api-client';
import { partners, usePartnerClasses, usePartnerPreview, useQueues } from '../queries';

/**
 * What the add and edit pages share: the form's select data, the save and the feed preview, and the
 * field messages of whichever of the two was sent last (a preview's `params.*` messages show too).
 */
export function usePartnerFormScreen() {
  const classes = usePartnerClasses();
  const queues = useQueues();
  const save = partners.useSave();
  const preview = usePartnerPreview();
  const latest = save.submittedAt >= preview.submittedAt ? save : preview;
  return {
    classes,
    queues,
    save,
    preview,
    serverErrors: fieldErrorsOf(latest.error),
    /** Cancel: the messages of both go. */
    reset: () => {
      save.reset();
      preview.reset();
    },
  };
}
