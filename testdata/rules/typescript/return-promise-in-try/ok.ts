import { Pool, PoolClient } from 'pg';

export class OrderRepository {
  constructor(private readonly pool: Pool) {}

  private async insert(client: PoolClient, total: number): Promise<number> {
    const res = await client.query('INSERT INTO orders (total) VALUES ($1) RETURNING id', [total]);
    return res.rows[0].id;
  }

  private format(total: number): string {
    return total.toFixed(2);
  }

  async create(total: number): Promise<number> {
    const client = await this.pool.connect();
    try {
      return await this.insert(client, total);
    } finally {
      client.release();
    }
  }

  label(total: number): string {
    try {
      return this.format(total);
    } catch {
      return '';
    }
  }

  async later(total: number): Promise<number> {
    const client = await this.pool.connect();
    client.release();
    return this.insert(client, total);
  }
}
