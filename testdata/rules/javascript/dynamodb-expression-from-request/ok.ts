import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import express from 'express';

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const app = express();
const EDITABLE = new Set(['displayName', 'bio']);

app.get('/orders', async (req, res) => {
  const out = await ddb.send(new QueryCommand({
    TableName: 'Orders',
    KeyConditionExpression: 'customerId = :c',
    FilterExpression: '#s = :status',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':c': req.query.customer, ':status': req.query.status },
  }));
  res.json(out.Items);
});

app.patch('/profile/:id', async (req, res) => {
  const field = String(req.body.field);
  if (!EDITABLE.has(field)) return res.status(400).end();
  await ddb.send(new UpdateCommand({
    TableName: 'Profiles',
    Key: { id: req.params.id },
    UpdateExpression: 'SET #f = :v',
    ExpressionAttributeNames: { '#f': field },
    ExpressionAttributeValues: { ':v': req.body.value },
  }));
  res.status(204).end();
});

export function byPrefix(prefix: string) {
  const projection = ['id', 'title'].join(', ');
  return new QueryCommand({ TableName: 'Docs', KeyConditionExpression: 'pk = :p', ProjectionExpression: projection,
    ExpressionAttributeValues: { ':p': prefix } });
}
