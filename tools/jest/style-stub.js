// CSS imports resolve to this under jest: class names become their own keys.
module.exports = new Proxy({}, { get: (_t, key) => (key === '__esModule' ? false : String(key)) });
