export async function byEmail(email: string) {
  return prisma.$queryRawUnsafe(`SELECT * FROM "User" WHERE email = '${email}'`); // want "javascript/prisma-unsafe-raw-query"
}
export async function drop(table: string) {
  const sql = 'DELETE FROM ' + table;
  await prisma.$executeRawUnsafe(sql); // want "javascript/prisma-unsafe-raw-query"
}
export async function byName(name: string) {
  const query = `SELECT * FROM "User" WHERE name = '${name}'`;
  return prisma.$queryRawUnsafe(query); // want "javascript/prisma-unsafe-raw-query"
}
