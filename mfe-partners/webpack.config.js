// Remote: the partners screens.
module.exports = require('../tools/webpack/config')({
  name: 'mfe_partners',
  dir: __dirname,
  exposes: { './routes': './src/expose.tsx' },
  port: 4201,
});
