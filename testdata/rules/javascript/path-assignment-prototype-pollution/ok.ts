function setPath(obj, path, value) {
  const keys = path.split('.');
  let cur = obj;
  for (const k of keys.slice(0, -1)) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') throw new Error('bad key');
    cur = cur[k] ??= {};
  }
  cur[keys[keys.length - 1]] = value;
}
function get(obj, path) {
  let cur = obj;
  for (const k of path.split('.')) cur = cur[k];
  return cur;
}
function insert(root, word) {
  let node = root;
  for (const ch of word) {
    if (!node[ch]) node[ch] = {};
    node = node[ch];
  }
  node.end = true;
}
function setOwn(obj, path, value) {
  let cur = obj;
  const keys = path.split('.');
  for (const k of keys.slice(0, -1)) {
    if (!Object.prototype.hasOwnProperty.call(cur, k)) cur[k] = Object.create(null);
    cur = cur[k];
  }
  cur[keys[keys.length - 1]] = value;
}
