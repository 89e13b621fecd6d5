// Remote: the export screens.
module.exports = require('../tools/webpack/config')({
  name: 'mfe_export',
  dir: __dirname,
  exposes: { './routes': './src/expose.tsx' },
  port: 4202,
});
