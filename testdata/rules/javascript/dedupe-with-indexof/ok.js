const unique = [...new Set(tags)];
const known = tags.filter((t) => allowed.indexOf(t) !== -1);
