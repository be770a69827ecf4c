// The browser build's stand-in for `side-channel`, which qs uses to detect cycles. The package
// supports engines without WeakMap and brings object-inspect and get-intrinsic along (about 10 KB
// gzipped on every page); every browser the cabinet runs in has WeakMap and Map.
// CommonJS, because qs requires it.
module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const primitives = new Map();
  const store = (key) => ((typeof key === 'object' && key !== null) || typeof key === 'function' ? objects : primitives);
  return {
    assert(key) {
      if (!store(key).has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => store(key).delete(key),
    get: (key) => store(key).get(key),
    has: (key) => store(key).has(key),
    set(key, value) {
      store(key).set(key, value);
    },
  };
};
