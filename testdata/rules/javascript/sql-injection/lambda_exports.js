const { Client } = require('pg');

module.exports.lambdaHandler = async function (event) {
  const body = JSON.parse(event.body);
  const client = new Client();
  await client.query(`SELECT * FROM items WHERE owner = '${body.owner}'`); // want "sql-injection: .*event.body"
  return { statusCode: 200 };
};

export const main = async (event) => {
  const id = event.pathParameters.id;
  const client = new Client();
  return client.query('SELECT * FROM items WHERE id = ' + id); // want "sql-injection: .*event.pathParameters"
};

export function onMessage(event) {
  // a DOM-style event handler, not a Lambda: it reads no API Gateway field
  return event.detail;
}
