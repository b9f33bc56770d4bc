function isEmpty(list, opts) {
  if (Object.keys(opts).length === 0) {
    return true;
  }
  return Array.isArray(list) && list.length === 0;
}
