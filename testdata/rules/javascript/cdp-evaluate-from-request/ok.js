const express = require('express');
const CDP = require('chrome-remote-interface');

const app = express();

app.get('/title', async (req, res) => {
  const client = await CDP();
  const { Page, Runtime } = client;
  await Page.navigate({ url: 'https://shop.example.com/' });
  await Page.loadEventFired();
  const title = await Runtime.evaluate({ expression: 'document.title', returnByValue: true });
  // the client's value passed as an argument, not spliced into source
  const { result: doc } = await Runtime.evaluate({ expression: 'document' });
  const count = await Runtime.callFunctionOn({
    objectId: doc.objectId,
    functionDeclaration: 'function (sel) { return this.querySelectorAll(sel).length; }',
    arguments: [{ value: String(req.query.selector) }],
    returnByValue: true,
  });
  await client.close();
  res.json({ title: title.result.value, count: count.result.value });
});
