// Remote: settings, IP whitelist, roles, users, settings desktop, tests page.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const createConfig = require('../tools/webpack/config');

const remote = createConfig({
  name: 'mfe_settings',
  dir: __dirname,
  exposes: { './routes': './src/expose.tsx' },
  port: 4203,
});

// `webpack serve --mode development` also serves a standalone page (src/bootstrap.tsx mounts the
// screens with their own providers) that talks to a running gateway: GATEWAY_URL, default :8080.
module.exports = (env, argv) => {
  const config = remote(env, argv);
  if (argv.mode !== 'development') return config;
  const gateway = process.env.GATEWAY_URL || 'http://localhost:8080';
  config.plugins.push(
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'src', 'dev', 'index.html'),
      chunks: ['main'],
      publicPath: '/', // deep links (/settings/roles) still load /main.js
    }),
  );
  config.devServer.proxy = [
    { context: ['/api', '/config.json', '/remotes'], target: gateway },
    // The gateway's page carries this browser's CSRF token: the dev page reads it from there.
    { context: ['/__gateway'], target: gateway, pathRewrite: { '^/__gateway': '' } },
  ];
  return config;
};
