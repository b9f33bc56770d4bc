export async function byEmail(email: string) {
  await prisma.$queryRawUnsafe('SELECT * FROM "User" WHERE email = $1', email);
  const sql = 'SELECT count(*) FROM "User"';
  await prisma.$queryRawUnsafe(sql);
  return prisma.$queryRaw`SELECT * FROM "User" WHERE email = ${email}`;
}
export async function rawQuery(sql: string, data: Record<string, unknown>) {
  const params: unknown[] = [];
  const query = sql.replaceAll(/\{\{\s*(\w+)\s*}}/g, (_, name) => {
    params.push(data[name]);
    return `$${params.length}`;
  });
  return prisma.$queryRawUnsafe(query, ...params);
}
