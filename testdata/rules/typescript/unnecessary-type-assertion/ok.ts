export let mode = 'dark' as const;
export const modes = ['dark', 'light'] as const;
export const config = { mode: 'dark' as const, port: 8080 as number };
export const wide = 'dark' as string;
