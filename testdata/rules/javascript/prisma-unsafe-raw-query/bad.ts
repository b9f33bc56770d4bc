export async function byEmail(email: string) {
  return prisma.$queryRawUnsafe(`SELECT * FROM "User" WHERE email = '${email}'`); // want "javascript/prisma-unsafe-raw-query"
}
export async function drop(table: string) {
  const sql = 'DELETE FROM ' + table;
  await prisma.$executeRawUnsafe(sql); // want "javascript/prisma-unsafe-raw-query"
}
