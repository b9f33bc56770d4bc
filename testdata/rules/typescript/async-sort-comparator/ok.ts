interface Release { tag: string }
declare function publishedAt(tag: string): Promise<number>;

export async function newestFirst(releases: Release[]) {
  const dates = new Map(await Promise.all(releases.map(async (r) => [r.tag, await publishedAt(r.tag)] as const)));
  return releases.sort((a, b) => dates.get(b.tag)! - dates.get(a.tag)!);
}
