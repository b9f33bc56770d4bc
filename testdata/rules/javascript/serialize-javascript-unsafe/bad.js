const serialize = require('serialize-javascript');

function page(state) {
  return `<script>window.__STATE__ = ${serialize(state, { unsafe: true })}</script>`; // want "serialize-javascript-unsafe"
}
