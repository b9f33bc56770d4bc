function escapeHtml(s) {
  return s.replace('<', '&lt;').replace('>', '&gt;'); // want "javascript/incomplete-replace-sanitization" "javascript/incomplete-replace-sanitization"
}
function safePath(p) {
  return p.replace('../', ''); // want "javascript/incomplete-replace-sanitization"
}
function quote(s) {
  return "'" + s.replace("'", "\\'") + "'"; // want "javascript/incomplete-replace-sanitization"
}
