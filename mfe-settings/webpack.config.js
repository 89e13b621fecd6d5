// Remote: settings, IP whitelist, roles, users, settings desktop, tests page.
module.exports = require('../tools/webpack/config')({
  name: 'mfe_settings',
  dir: __dirname,
  exposes: { './routes': './src/expose.tsx' },
  port: 4203,
});
