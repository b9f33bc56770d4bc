const express = require('express');
const { renderToString } = require('react-dom/server');

const app = express();

app.get('*', async (req, res) => {
  const store = await createStore(req.user);
  const html = renderToString(App(store));
  const state = store.getState(); // holds the user's profile: names, bios, comments
  const body = `<div id="root">${html}</div><script>window.__PRELOADED_STATE__ = ${JSON.stringify(state)}</script>`; // want "javascript/json-in-inline-script"
  res.send(`<!DOCTYPE html><html><body>${body}<script src="/static/bundle.js"></script></body></html>`);
});

function shell(config) {
  return `
    <script type="application/json" id="config">
      ${JSON.stringify(config)}</script>`; // want "javascript/json-in-inline-script"
}
