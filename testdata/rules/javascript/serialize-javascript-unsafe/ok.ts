import serialize from 'serialize-javascript';

export function page(state: object): string {
  return `<script>window.__STATE__ = ${serialize(state, { isJSON: true })}</script>`;
}

export const config = serialize({ retries: 3 }, { space: 2 });
