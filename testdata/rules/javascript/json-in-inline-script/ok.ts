import serialize from 'serialize-javascript';

export function page(state: unknown, html: string): string {
  return `<div id="root">${html}</div>
<script>window.__STATE__ = ${serialize(state, { isJSON: true })}</script>
<script>window.__ESCAPED__ = ${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

export function logLine(event: object): string {
  return `event=${JSON.stringify(event)}`;
}

export function snippet(config: object): string {
  return `<div data-config='${JSON.stringify(config)}'></div>`;
}
