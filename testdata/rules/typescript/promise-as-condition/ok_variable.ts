export async function ping(url: string): Promise<boolean> {
  const res = await fetch(`${url}/ping`);
  if (!res.ok) {
    return false;
  }
  let pending = fetch(`${url}/health`);
  const done = await pending;
  if (done) {
    return done.ok;
  }
  return true;
}
