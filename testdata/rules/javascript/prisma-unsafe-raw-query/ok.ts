export async function byEmail(email: string) {
  await prisma.$queryRawUnsafe('SELECT * FROM "User" WHERE email = $1', email);
  const sql = 'SELECT count(*) FROM "User"';
  await prisma.$queryRawUnsafe(sql);
  return prisma.$queryRaw`SELECT * FROM "User" WHERE email = ${email}`;
}
