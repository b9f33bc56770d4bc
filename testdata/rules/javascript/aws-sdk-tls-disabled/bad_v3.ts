import { DynamoDBClient } from '@aws-sdk/client-dynamodb';

export const ddb = new DynamoDBClient({ region: 'us-east-1', tls: false }); // want "javascript/aws-sdk-tls-disabled"
