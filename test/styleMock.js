// CSS modules in jest: every class name is its own key, so rendered markup stays readable.
module.exports = new Proxy({}, { get: (_t, key) => (key === '__esModule' ? false : String(key)) });
