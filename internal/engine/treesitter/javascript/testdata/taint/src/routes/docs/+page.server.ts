import { readFileSync } from 'fs';

// SvelteKit: load and the actions object get the request event.
export const load = async ({ url }: { url: URL }) => {
  return { page: readFileSync(`./content/${url.searchParams.get('p')}`, 'utf8') }; // want "path-traversal"
};

export const actions = {
  upload: async ({ request }: { request: Request }) => {
    const data = await request.formData();
    return readFileSync(String(data.get('path')), 'utf8'); // want "path-traversal"
  },
};
