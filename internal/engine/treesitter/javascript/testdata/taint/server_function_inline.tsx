import { readFileSync } from 'fs';

// Not a server module: its exports are called by the app's own code...
export function loadFixture(name: string) {
  return readFileSync(`./fixtures/${name}.json`, 'utf8');
}

// ...but a function marked 'use server' inside a component is a server function.
export default function Page() {
  async function save(formData: FormData) {
    'use server';
    const file = String(formData.get('file'));
    return readFileSync(file, 'utf8'); // want "path-traversal"
  }
  return <form action={save}><button>Save</button></form>;
}
