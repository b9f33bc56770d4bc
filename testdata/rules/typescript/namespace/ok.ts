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
