import { readFileSync } from 'fs';
import { exec } from 'child_process';

// A Remix (React Router) route module: loader and action get { request, params }.
export async function loader({ request, params }: { request: Request; params: Record<string, string> }) {
  const url = new URL(request.url);
  readFileSync(`./data/${url.searchParams.get('file')}`); // want "path-traversal"
  return readFileSync(`./pages/${params.slug}.md`, 'utf8'); // want "path-traversal"
}

export async function action({ request }: { request: Request }) {
  const form = await request.formData();
  exec('lpr ' + String(form.get('doc'))); // want "command-injection: Shell command built from input"
  return null;
}
