import { PrismaClient } from "@prisma/client";
import { In, Repository } from "typeorm";

const prisma = new PrismaClient();
const ROLES = ["ADMIN", "EDITOR"];

export async function authorsWithPosts() {
  // one query with the relation included
  return prisma.user.findMany({ where: { role: "AUTHOR" }, include: { posts: true } });
}

export async function postsByAuthor(authorIds: string[]) {
  const posts = await prisma.post.findMany({ where: { authorId: { in: authorIds } } });
  const byAuthor = new Map<string, typeof posts>();
  for (const post of posts) {
    byAuthor.set(post.authorId, [...(byAuthor.get(post.authorId) ?? []), post]);
  }
  return byAuthor;
}

export async function firstFreeSlug(candidates: string[]) {
  // a search that stops at the first free one
  for (const slug of candidates) {
    const taken = await prisma.post.findUnique({ where: { slug } });
    if (!taken) return slug;
  }
  return null;
}

export async function seedRoles() {
  // a loop over a literal list of two names
  for (const name of ["ADMIN", "EDITOR"]) {
    await prisma.role.findFirst({ where: { name } });
  }
}

export async function waitForRow(id: string) {
  // a polling loop, not a walk over a collection
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await prisma.job.findUnique({ where: { id } });
    if (row?.done) break;
  }
}

export async function customers(repo: Repository<Customer>, ids: string[]) {
  const found = await repo.findBy({ id: In(ids) });
  for (const c of found) {
    c.name = c.name.trim();
  }
  return found;
}

export function matchingItems(items: Item[], ids: string[]) {
  const out = [];
  for (const id of ids) {
    out.push(items.find((i) => i.id === id)); // Array.prototype.find, no database
  }
  return out;
}

export async function parallel(ids: string[]) {
  // findUnique calls in the same tick are batched by Prisma's dataloader
  return Promise.all(ids.map((id) => prisma.user.findUnique({ where: { id } })));
}

export async function usersInBatches(ids: string[]) {
  // one query per batch of 500 ids: the batching itself
  const out = [];
  for (const batch of chunk(ids, 500)) {
    out.push(...(await prisma.user.findMany({ where: { id: { in: batch } } })));
  }
  return out;
}
