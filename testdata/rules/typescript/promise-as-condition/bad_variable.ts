export async function ping(url: string): Promise<boolean> {
  const res = fetch(`${url}/ping`);
  if (!res) { // want "typescript/promise-as-condition"
    return false;
  }
  return (await res).ok;
}
