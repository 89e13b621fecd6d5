import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@feedhub/contracts';
import { ErrorPanel, FullPageLoader } from '@feedhub/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemoteScreens, type RemoteScreens } from './load-remote';

/** Renders a route's screen from its remote, with a loader, and an error + Retry if it cannot load. */
export function RemoteScreen({ remote, route }: { remote: RemoteName; route: string }) {
  const { t } = useTranslation('ui');
  const [state, setState] = useState<{ Screens?: RemoteScreens; failed?: boolean; attempt: number }>({
    attempt: 0,
  });

  useEffect(() => {
    let live = true;
    loadRemoteScreens(remote, state.attempt > 0).then(
      (Screens) => live && setState((s) => ({ ...s, Screens, failed: false })),
      () => live && setState((s) => ({ ...s, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [remote, state.attempt]);

  const retry = useCallback(() => setState((s) => ({ attempt: s.attempt + 1 })), []);
  if (state.failed) return <ErrorPanel message={t('errors.remoteFailed')} onRetry={retry} />;
  if (!state.Screens) return <FullPageLoader />;
  const { Screens } = state;
  return (
    <RemoteErrorBoundary
      key={state.attempt}
      fallback={<ErrorPanel message={t('errors.remoteFailed')} onRetry={retry} />}
    >
      <Screens route={route} />
    </RemoteErrorBoundary>
  );
}
