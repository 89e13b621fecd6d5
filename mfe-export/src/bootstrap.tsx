// Standalone development mount: `webpack serve --mode development` serves a page with #root where this
// remote's screens run on their own (providers, i18n, router, API client, a login). Built as a remote,
// nothing loads this entry: the shell loads the exposed module (src/expose.tsx) instead.
const root = document.getElementById('root');
if (root)
  void Promise.all([import('@feedhub/remote-dev'), import('./expose')]).then(
    ([{ mountRemoteDev }, exposed]) =>
      mountRemoteDev(root, { remote: 'mfe_export', Screen: exposed.default }),
  );

export {};
