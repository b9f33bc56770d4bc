import { NextRequest, NextResponse } from 'next/server';
import { sequelize } from '@/lib/db';
import { QueryTypes } from 'sequelize';

export async function GET(request: NextRequest) {
  const name = request.nextUrl.searchParams.get('name');
  const users = await sequelize.query(`SELECT * FROM users WHERE name = '${name}'`, { type: QueryTypes.SELECT }); // want "sql-injection"
  return NextResponse.json(users);
}

export async function POST(request: Request) {
  const body = await request.json();
  const users = await sequelize.query('SELECT * FROM users WHERE name = :name', {
    replacements: { name: body.name },
    type: QueryTypes.SELECT,
  });
  return NextResponse.json(users);
}
