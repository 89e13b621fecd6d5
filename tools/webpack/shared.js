// The one list of modules every app shares as singletons (STACK trap 3, STYLE (b)): one React, one
// router, one query client library, one i18next, one Mantine, and our own libraries whose module
// state must be common (the API client the shell configures, the UI kit, the i18n resources).
const pkg = require('../../package.json');

const singleton = (name) => ({ singleton: true, requiredVersion: pkg.dependencies[name] ?? false });
const ours = (name) => ({ singleton: true, requiredVersion: false, version: '0.1.0', import: name });

module.exports = {
  react: singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-router': singleton('react-router'),
  'react-router-dom': singleton('react-router-dom'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  i18next: singleton('i18next'),
  'react-i18next': singleton('react-i18next'),
  '@mantine/core': singleton('@mantine/core'),
  '@mantine/hooks': singleton('@mantine/hooks'),
  '@mantine/notifications': singleton('@mantine/notifications'),
  '@mantine/modals': singleton('@mantine/modals'),
  '@feedhub/ui': ours('@feedhub/ui'),
  '@feedhub/i18n': ours('@feedhub/i18n'),
  '@feedhub/api-client': ours('@feedhub/api-client'),
  '@feedhub/contracts': ours('@feedhub/contracts'),
};
