namespace Geometry {
  export const origin = { x: 0, y: 0 };
}
declare module 'untyped-lib' {
  export function call(): void;
}
declare global {
  interface Window { appVersion: string }
}
declare namespace Legacy.Api {
  export function call(): void;
}
