import { sql } from '@vercel/postgres';
import { db } from '@/lib/db';

export default async function Page({ searchParams }: { searchParams: { q?: string } }) {
  const rows = await db.query(`SELECT * FROM posts WHERE title LIKE '%${searchParams.q}%'`); // want "sql-injection: .*searchParams"
  const safe = await sql`SELECT * FROM posts WHERE title LIKE ${'%' + searchParams.q + '%'}`;
  return <ul>{rows.map((r) => <li key={r.id}>{r.title}</li>)}</ul>;
}
