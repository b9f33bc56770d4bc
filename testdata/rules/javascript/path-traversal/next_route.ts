import { readFile } from 'fs/promises';
import path from 'path';

export async function GET(request: Request, { params }: { params: { slug: string } }) {
  const file = path.join(process.cwd(), 'content', params.slug + '.md');
  const body = await readFile(file, 'utf8'); // want "path-traversal: .*params"
  return new Response(body);
}
