import { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
export const handler = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
  return { statusCode: 200, body: `<p>${event.body}</p>`, headers: { 'content-type': 'text/html' } }; // want "javascript/lambda-html-response"
};
