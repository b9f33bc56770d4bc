const AWS = require('aws-sdk');
const express = require('express');

const docClient = new AWS.DynamoDB.DocumentClient();
const app = express();

app.get('/orders', async (req, res) => {
  const params = {
    TableName: 'Orders',
    FilterExpression: "orderStatus = '" + req.query.status + "'", // want "javascript/dynamodb-expression-from-request"
  };
  const data = await docClient.scan(params).promise();
  res.json(data.Items);
});

exports.handler = async (event) => {
  const { field } = event.queryStringParameters;
  const result = await docClient.update({
    TableName: 'Profiles',
    Key: { id: event.pathParameters.id },
    UpdateExpression: `SET ${field} = :v`, // want "javascript/dynamodb-expression-from-request"
    ExpressionAttributeValues: { ':v': JSON.parse(event.body).value },
  }).promise();
  return { statusCode: 200, body: JSON.stringify(result.Attributes) };
};
