export type Handler = (event: Event) => void;

// a callable with properties needs the object form
export interface Logger {
  (message: string): void;
  level: 'info' | 'debug';
}

interface Base {
  name: string;
}
export interface Named extends Base {
  (): string;
}
