export async function sync(url: string, items: string[], ready: () => boolean) {
  if ((await fetch(`${url}/health`)).ok) {
    console.log('server up');
  }
  const res = await fetch(url);
  if (res.ok && ready()) {
    return res.json();
  }
  // a call after && runs only when the left holds: no condition
  ready() && fetch(`${url}/ping`);
  const all = await Promise.all(items.map((i) => fetch(`${url}/${i}`)));
  return all.length > 0 ? all : null;
}
