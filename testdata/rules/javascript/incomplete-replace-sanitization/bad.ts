export const escapeAttr = (s: string): string => s.replace('"', '&quot;'); // want "javascript/incomplete-replace-sanitization"
