export interface Storage {
  get(key: string): string | undefined;
  get(key: string, fallback: string): string;
  set(key: string, value: string): void;
  delete(key: string): boolean;
}

export type Emitter = {
  on(event: "open", listener: () => void): void;
  on(event: "close", listener: (code: number) => void): void;
  on(event: "close", listener: (code: number) => void): void;
  readonly listeners: number;
};

export class Cache {
  static create(): Cache {
    return new Cache();
  }
  size(): number {
    return 0;
  }
  create(): void {}
}
