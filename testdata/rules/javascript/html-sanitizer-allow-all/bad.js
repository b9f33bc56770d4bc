const sanitizeHtml = require('sanitize-html');

function clean(html) {
  return sanitizeHtml(html, {
    allowedTags: false, // want "html-sanitizer-allow-all"
    allowedAttributes: false, // want "html-sanitizer-allow-all"
  });
}

const withScripts = sanitizeHtml(comment, { allowedTags: ['script', 'b'], allowVulnerableTags: true }); // want "html-sanitizer-allow-all"
const purified = DOMPurify.sanitize(dirty, { ALLOW_UNKNOWN_PROTOCOLS: true }); // want "html-sanitizer-allow-all"
