if (roles.indexOf('admin') !== -1) {
  grant();
}
if (roles.includes('admin')) {
  grant();
}
const at = tags.indexOf('new');
if (name.startsWith('tmp')) {
  skip();
}
const idIndex = revisionList.indexOf(revisionItem) || 0;
