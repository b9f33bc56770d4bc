const { DynamoDBClient, ExecuteStatementCommand } = require('@aws-sdk/client-dynamodb');
const AWS = require('aws-sdk');

const client = new DynamoDBClient({});
const ddb = new AWS.DynamoDB();

exports.handler = async (event) => {
  const id = event.pathParameters.id;
  await client.send(new ExecuteStatementCommand({ Statement: `SELECT * FROM Orders WHERE id = '${id}'` })); // want "javascript/sql-injection"
  const old = await ddb.executeStatement({ Statement: "SELECT * FROM Orders WHERE owner = '" + event.queryStringParameters.owner + "'" }).promise(); // want "javascript/sql-injection"
  // PartiQL's parameters are bound, not spliced
  const safe = await client.send(new ExecuteStatementCommand({
    Statement: 'SELECT * FROM Orders WHERE id = ?',
    Parameters: [{ S: id }],
  }));
  return { statusCode: 200, body: JSON.stringify({ old, safe }) };
};
