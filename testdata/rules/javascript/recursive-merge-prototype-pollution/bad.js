function merge(target, source) {
  for (const key in source) { // want "recursive-merge-prototype-pollution"
    if (typeof source[key] === 'object' && source[key] !== null) {
      if (!target[key]) target[key] = {};
      merge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

function deepAssign(dst, src) {
  Object.keys(src).forEach((k) => { // want "recursive-merge-prototype-pollution"
    if (src[k] && typeof src[k] === 'object') {
      dst[k] = dst[k] || {};
      deepAssign(dst[k], src[k]);
    } else {
      dst[k] = src[k];
    }
  });
  return dst;
}
module.exports = { merge, deepAssign };
