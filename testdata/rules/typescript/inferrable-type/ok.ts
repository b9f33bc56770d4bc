let retries = 3;
let total: number = compute();
let name: string | null = 'x';
let id: string = `${prefix}-1`;
export class Poller {
  private readonly interval: number = 1000;
  static readonly LIMIT: number = 10;
  active = false;
  count: number;
}
