function escapeHtml(s) {
  return s.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function safePath(p) {
  return p.replaceAll('../', '');
}
function label(s) {
  return s.replace('_', ' ').replace('{name}', user.name);
}
