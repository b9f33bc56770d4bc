import { readFileSync } from 'fs';
import { exec } from 'child_process';

// Remix and React Router route modules: loader and action get { request, params }.
export async function loader({ request, params }: { request: Request; params: Record<string, string> }) {
  const url = new URL(request.url);
  readFileSync(`./data/${url.searchParams.get('file')}`); // want "path-traversal"
  return readFileSync(`./pages/${params.slug}.md`, 'utf8'); // want "path-traversal"
}

export async function action({ request }: { request: Request }) {
  const form = await request.formData();
  exec('lpr ' + String(form.get('doc'))); // want "command-injection"
  return null;
}

// SvelteKit's +page.server.ts: load and the actions object get the request event.
export const load = async ({ url }: { url: URL }) => {
  return { page: readFileSync(`./content/${url.searchParams.get('p')}`, 'utf8') }; // want "path-traversal"
};

export const actions = {
  upload: async ({ request }: { request: Request }) => {
    const data = await request.formData();
    return readFileSync(String(data.get('path')), 'utf8'); // want "path-traversal"
  },
};
