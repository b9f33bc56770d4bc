import { Prisma, PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

export async function listUsers(sortBy: string, dir: string) {
  return prisma.$queryRaw`SELECT id, name FROM "User" ORDER BY ${Prisma.raw(sortBy)} ${Prisma.raw(dir)}`; // want "typescript/prisma-raw-fragment-computed" "typescript/prisma-raw-fragment-computed"
}

export async function search(table: string, term: string) {
  const from = Prisma.raw(`"${table}"`); // want "typescript/prisma-raw-fragment-computed"
  return prisma.$queryRaw`SELECT * FROM ${from} WHERE name = ${term}`;
}

export async function filtered(where: { column: string }) {
  const col = where.column;
  return prisma.$queryRaw`SELECT * FROM "User" ORDER BY ${Prisma.raw(col)}`; // want "typescript/prisma-raw-fragment-computed"
}
