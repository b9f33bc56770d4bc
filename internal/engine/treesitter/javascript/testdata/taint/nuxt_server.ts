import { readFileSync } from 'fs';
import { exec } from 'child_process';

// A Nuxt server route: h3's request readers are auto-imported.
export default defineEventHandler(async (event) => {
  const { report } = getQuery(event);
  exec(`render-report ${report}`); // want "command-injection: .*getQuery"
  const body = await readBody(event);
  const page = readFileSync(`./pages/${getRouterParam(event, 'slug')}.md`, 'utf8'); // want "path-traversal"
  return { page, saved: readFileSync(body.file) }; // want "path-traversal"
});
