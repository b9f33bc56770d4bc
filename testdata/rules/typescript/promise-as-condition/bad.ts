export async function sync(url: string, items: string[]) {
  if (fetch(`${url}/health`)) { // want "typescript/promise-as-condition"
    console.log('server up');
  }
  const mod = import('./optional') ? 'loaded' : 'missing'; // want "typescript/promise-as-condition"
  if (!Promise.all(items.map((i) => fetch(`${url}/${i}`)))) { // want "typescript/promise-as-condition"
    throw new Error('sync failed');
  }
  return mod;
}
