import mysql from 'mysql2/promise';

export const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  database: 'shop',
});

export async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const [rows] = await pool.execute(sql, params);
  return rows as T[];
}

export function table(kind: string): string {
  switch (kind) {
    case 'archived':
      return 'users_archive';
    default:
      return 'users';
  }
}
