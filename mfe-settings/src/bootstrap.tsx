// Standalone development mount: `webpack serve --mode development` serves a page with #root and
// this remote's screens run on their own (providers, i18n, router, API client). Built as a remote,
// nothing loads this entry: the shell loads the exposed module (src/expose.tsx) instead.
const root = document.getElementById('root');
if (root) void import('./dev/DevApp').then(({ mountDevApp }) => mountDevApp(root));

export {};
