import { headers, cookies } from 'next/headers';
import { readFileSync } from 'fs';
import { defaults } from './config';

export default async function Page() {
  const host = (await headers()).get('x-forwarded-host');
  const res = await fetch(`https://${host}/api/config`); // want "ssrf"
  const theme = (await cookies()).get('theme')?.value;
  const css = readFileSync(`./themes/${theme}.css`, 'utf8'); // want "path-traversal"
  // the project's own settings
  const base = readFileSync(`./themes/${defaults().theme}.css`, 'utf8');
  return <style>{css + base + (await res.text()).length}</style>;
}
