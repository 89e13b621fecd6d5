// The host: login, navigation, router and guard; remotes are registered at run time from /config.json.
module.exports = require('../tools/webpack/config')({ name: 'shell', dir: __dirname, host: true, port: 4200 });
