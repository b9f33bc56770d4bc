interface Release { tag: string }
declare function publishedAt(tag: string): Promise<number>;

export function newestFirst(releases: Release[]) {
  return releases.sort(async (a, b) => (await publishedAt(b.tag)) - (await publishedAt(a.tag))); // want "typescript/async-sort-comparator"
}
