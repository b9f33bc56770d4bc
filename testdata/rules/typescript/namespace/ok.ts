export const origin = { x: 0, y: 0 };

declare namespace NodeJS {
  interface ProcessEnv {
    API_URL: string;
  }
}
declare module 'legacy-lib' {
  export function f(): number;
}
declare global {
  interface Window {
    appConfig: Record<string, string>;
  }
}

// Types alone: the namespace is not instantiated and emits nothing.
export namespace TChat {
  export type ChatMessage = { id: string; content?: string };
  export interface Thread {
    messages: ChatMessage[];
  }
  export namespace Inner {
    export type Id = string;
  }
  namespace Parts {
    export interface ImageURL {
      url: string;
    }
  }
}
