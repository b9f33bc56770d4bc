const escapeHtml = require('escape-html');
exports.hello = async (event) => {
  const name = escapeHtml(event.queryStringParameters.name);
  return { statusCode: 200, headers: { 'Content-Type': 'text/html' }, body: `<h1>Hello ${name}</h1>` };
};
exports.json = async (event) => {
  const data = JSON.parse(event.body);
  return { statusCode: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: data.id }) };
};
exports.text = async (event) => {
  const data = event.body;
  return { statusCode: 200, body: data };
};
