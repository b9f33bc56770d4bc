import { Pool, PoolClient } from 'pg';

export class OrderRepository {
  constructor(private readonly pool: Pool) {}

  private async insert(client: PoolClient, total: number): Promise<number> {
    const res = await client.query('INSERT INTO orders (total) VALUES ($1) RETURNING id', [total]);
    return res.rows[0].id;
  }

  async create(total: number): Promise<number> {
    const client = await this.pool.connect();
    try {
      return this.insert(client, total); // want "typescript/return-promise-in-try"
    } finally {
      client.release();
    }
  }
}

async function loadProfile(id: string): Promise<Profile> {
  const res = await fetch(`/api/profiles/${encodeURIComponent(id)}`);
  return res.json();
}

export async function profileOrGuest(id: string): Promise<Profile> {
  try {
    if (id) {
      return loadProfile(id); // want "typescript/return-promise-in-try"
    }
    return GUEST;
  } catch (err) {
    console.warn('profile lookup failed', err);
    return GUEST;
  }
}
