function setPath(obj, path, value) {
  const keys = path.split('.');
  let cur = obj;
  for (let i = 0; i < keys.length - 1; i++) { // want "javascript/path-assignment-prototype-pollution"
    if (!cur[keys[i]]) cur[keys[i]] = {};
    cur = cur[keys[i]];
  }
  cur[keys[keys.length - 1]] = value;
}
function setDeep(target, parts, v) {
  let o = target;
  parts.forEach((p, i) => { // want "javascript/path-assignment-prototype-pollution"
    if (i === parts.length - 1) o[p] = v;
    else o = o[p] = o[p] || {};
  });
}
const assignPath = (obj, path, val) => {
  let t = obj;
  const segs = path.split('/');
  for (const s of segs.slice(0, -1)) t = t[s] || (t[s] = {}); // want "javascript/path-assignment-prototype-pollution"
  t[segs[segs.length - 1]] = val;
};
