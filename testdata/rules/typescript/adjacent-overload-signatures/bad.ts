export interface Storage {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  get(key: string, fallback: string): string; // want "typescript/adjacent-overload-signatures"
}

export type Emitter = {
  on(event: "open", listener: () => void): void;
  readonly listeners: number;
  on(event: "close", listener: (code: number) => void): void; // want "typescript/adjacent-overload-signatures"
};
