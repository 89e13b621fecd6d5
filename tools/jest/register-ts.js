// Lets a worker thread started from TypeScript sources under jest load those sources: .ts files are
// compiled with swc as jest's transform compiles them, and `@feedhub/<lib>` resolves to the lib's
// src/ as jest's moduleNameMapper does (built services never load this file: their threads run dist/).
const Module = require('node:module');
const { join } = require('node:path');
const { addHook } = require('pirates');
const { transformSync } = require('@swc/core');

const root = join(__dirname, '..', '..');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const lib = /^@feedhub\/([^/]+)$/.exec(request);
  return resolve.call(this, lib ? join(root, 'libs', lib[1], 'src') : request, ...rest);
};

addHook(
  (code, filename) =>
    transformSync(code, {
      filename,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    }).code,
  { exts: ['.ts'], ignoreNodeModules: true },
);
