// Webpack config factory for the shell and the remotes: swc for TS/TSX, CSS modules, Module
// Federation (enhanced) with the shared singletons, content-hashed output in <app>/dist.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const shared = require('./shared');

const root = path.resolve(__dirname, '..', '..');
const libs = ['contracts', 'i18n', 'ui', 'api-client', 'remote-dev'];

/**
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, host?: boolean, title?: string }} app
 */
module.exports = function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const gateway = process.env.GATEWAY_URL || 'http://localhost:8080';
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // The host lives at /, remotes wherever their manifest is served from.
        publicPath: app.host ? '/' : 'auto',
        uniqueName: app.name,
        // Entry files keep stable names (the MF runtime cannot hash them); chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // Deep entry points that stay out of the shared singletons (the pre-login screen imports only these).
        alias: {
          '@feedhub/contracts/constants$': path.join(root, 'libs', 'contracts', 'src', 'constants.ts'),
          '@feedhub/i18n/login$': path.join(root, 'libs', 'i18n', 'src', 'login.ts'),
          ...Object.fromEntries(
            libs.map((lib) => [`@feedhub/${lib}$`, path.join(root, 'libs', lib, 'src', 'index.ts')]),
          ),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              'style-loader',
              { loader: 'css-loader', options: { modules: { namedExport: false } } },
              'postcss-loader',
            ],
          },
          // Global CSS (Mantine's, loaded once by the shell) goes to a stylesheet, not into the JS bundle.
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [app.host ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader', 'postcss-loader'],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(app.exposes ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
          // Remotes are registered at run time from /config.json, never declared here (STACK trap 3).
          remotes: {},
          shared,
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          ...(app.host
            ? { runtimePlugins: [path.join(app.dir, 'src', 'remotes', 'remote-error-plugin.ts')] }
            : {}),
        }),
        ...(app.host
          ? [
              new MiniCssExtractPlugin({
                filename: production ? '[name].[contenthash:10].css' : '[name].css',
              }),
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: app.title ?? 'Feedhub',
                chunks: ['main'],
              }),
            ]
          : []),
        // `webpack serve --mode development` of a remote also serves a standalone page whose
        // src/bootstrap.tsx mounts the remote's screens with @feedhub/remote-dev (deep links too).
        ...(!app.host && !production
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: `Feedhub ${app.name} (development)`,
                chunks: ['main'],
                publicPath: '/',
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // A running gateway (GATEWAY_URL, default :8080) answers the API; its page carries this
        // browser's CSRF token, which the standalone page reads from /__gateway/.
        proxy: [
          { context: ['/api', '/config.json', '/remotes'], target: gateway },
          { context: ['/__gateway'], target: gateway, pathRewrite: { '^/__gateway': '' } },
        ],
      },
    };
  };
};
