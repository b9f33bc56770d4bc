// A project's own HTML escaper spelled in snake case, as Svelte's and
// SvelteKit's escape_html, escapes as escapeHtml does.
import { escape_html } from '../../utils/escape.js';

export function not_found(req, res, base) {
  const prefixed = base + req.url;
  res.setHeader('Content-Type', 'text/html');
  res.end(`did you mean to visit <a href="${escape_html(prefixed, true)}">${escape_html(prefixed)}</a> instead?`);
}

export function not_found_raw(req, res, base) {
  res.setHeader('Content-Type', 'text/html');
  res.end(`did you mean to visit <a href="${base + req.url}">here</a>?`); // want "xss"
}
