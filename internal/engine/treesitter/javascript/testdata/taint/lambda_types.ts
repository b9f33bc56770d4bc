import type { APIGatewayProxyEventV2, ALBEvent } from 'aws-lambda';
import { readFileSync } from 'fs';
import { exec } from 'child_process';

// A handler's event typed as API Gateway's, under a name of the code's choosing.
export const report = async (req: APIGatewayProxyEventV2) => {
  const file = req.queryStringParameters?.file ?? 'index';
  const html = readFileSync(`./reports/${file}.html`, 'utf8'); // want "path-traversal"
  // the authorizer's claims are the platform's, not the client's
  const tenant = req.requestContext.http.sourceIp;
  readFileSync(`./tenants/${tenant}.json`, 'utf8');
  return { statusCode: 200, body: html };
};

async function convert(input: ALBEvent) {
  exec(`convert ${input.body}`); // want "command-injection: Shell command built from input"
}

export const convertHandler = async (input: ALBEvent) => convert(input);
