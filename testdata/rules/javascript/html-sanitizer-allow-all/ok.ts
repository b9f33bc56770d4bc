import sanitizeHtml from 'sanitize-html';

export function clean(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['b', 'i', 'em', 'strong', 'a'],
    allowedAttributes: { a: ['href'] },
    allowVulnerableTags: false,
  });
}

// a text-only summary: nothing is allowed
export const text = sanitizeHtml(comment, { allowedTags: [], allowedAttributes: {} });
