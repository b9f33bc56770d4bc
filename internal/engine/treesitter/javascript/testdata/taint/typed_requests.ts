import type { NextApiRequest } from 'next';
import type { FastifyRequest } from 'fastify';
import { readFileSync } from 'fs';

// Helpers given the request under names of their own.
function pageFile(r: NextApiRequest) {
  return readFileSync(`./pages/${r.query.page}.md`, 'utf8'); // want "path-traversal"
}

function bodyFile(incoming: FastifyRequest<{ Body: { file: string } }>) {
  return readFileSync(incoming.body.file, 'utf8'); // want "path-traversal"
}

// A client's own request object is no request of the server's.
function cachedResponse(outgoing: Request) {
  return readFileSync(`./cache/${new URL(outgoing.url).pathname}`, 'utf8');
}

export { pageFile, bodyFile, cachedResponse };
