import { Prisma, PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();
const SORTABLE: Record<string, string> = { name: '"name"', created: '"createdAt"' };
const COLUMNS = ['name', 'createdAt'];

export async function listUsers(sortBy: string, desc: boolean) {
  const column = Prisma.raw(SORTABLE[sortBy] ?? '"createdAt"');
  const order = Prisma.raw(desc ? 'DESC' : 'ASC');
  const fixed = Prisma.raw('"createdAt"');
  return prisma.$queryRaw`SELECT id, name FROM "User" ORDER BY ${column} ${order}, ${fixed}`;
}

export async function byColumn(column: string) {
  if (!COLUMNS.includes(column)) {
    throw new Error(`cannot sort by ${column}`);
  }
  return prisma.$queryRaw`SELECT * FROM "User" ORDER BY ${Prisma.raw(`"${column}"`)}`;
}

export async function byKey(key: string) {
  const cols = SORTABLE[key];
  return prisma.$queryRaw`SELECT * FROM "User" WHERE ${Prisma.sql`name = ${key}`} ORDER BY ${Prisma.raw(SORTABLE.name)}`;
}

export async function byLookup(key: string) {
  const column = SORTABLE[key] ?? '"createdAt"';
  return prisma.$queryRaw`SELECT * FROM "User" ORDER BY ${Prisma.raw(column)}`;
}

const DEFAULT_ORDER = '"createdAt" DESC';
export const newestFirst = () => prisma.$queryRaw`SELECT * FROM "User" ORDER BY ${Prisma.raw(DEFAULT_ORDER)}`;
