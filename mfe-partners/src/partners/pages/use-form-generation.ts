import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The key that starts the partner form again from new server data (after a save or Cancel's reload),
 * except for the refetch a language switch makes (the shell refreshes every query then): that one
 * brings the same partner, and starting again would throw away what the user typed.
 */
export function useFormGeneration(dataUpdatedAt: number): number {
  const { i18n } = useTranslation();
  const state = useRef({ language: i18n.language, skipNext: false, key: dataUpdatedAt, seen: dataUpdatedAt });
  const current = state.current;
  if (i18n.language !== current.language) {
    current.language = i18n.language;
    current.skipNext = true;
  }
  if (dataUpdatedAt !== current.seen) {
    current.seen = dataUpdatedAt;
    if (current.skipNext) current.skipNext = false;
    else current.key = dataUpdatedAt;
  }
  return current.key;
}
