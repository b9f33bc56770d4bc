// A Next.js App Router route handler over Postgres.
import { NextRequest, NextResponse } from 'next/server';
import { Pool } from 'pg';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const COLUMNS = ['title', 'created_at', 'score'] as const;

type Params = { params: { team: string } };

async function listPosts(team: string, sort: string) {
  const { rows } = await pool.query(
    `SELECT id, title FROM posts WHERE team = $1 ORDER BY ${sort} DESC`,
    [team],
  );
  return rows;
}

export async function GET(request: NextRequest, { params }: Params) {
  const sort = request.nextUrl.searchParams.get('sort') ?? 'created_at';
  if (!COLUMNS.includes(sort as (typeof COLUMNS)[number])) {
    return NextResponse.json({ error: 'bad sort' }, { status: 400 });
  }
  const posts = await listPosts(params.team, sort);
  return NextResponse.json(posts);
}

export async function POST(request: NextRequest, { params }: Params) {
  const body = await request.json();
  const title: string = body.title;
  await pool.query('INSERT INTO posts (team, title) VALUES ($1, $2)', [params.team, title]);
  const result = await pool.query(`SELECT count(*) FROM posts WHERE title = '${title}'`); // want "sql-injection: .*request.json"
  return NextResponse.json({ count: result.rows[0].count });
}

export async function PUT(request: NextRequest) {
  const url = new URL(request.url);
  const template = url.searchParams.get('template');
  const text = await readFile(path.join(process.cwd(), 'templates', `${template}.md`), 'utf8'); // want "path-traversal: .*request.url"
  return new NextResponse(text);
}

export async function DELETE(request: NextRequest) {
  const next = request.nextUrl.searchParams.get('next');
  return NextResponse.redirect(new URL(next ?? '/', request.url)); // want "open-redirect"
}
