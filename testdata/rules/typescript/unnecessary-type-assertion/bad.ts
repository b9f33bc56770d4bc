export const mode = 'dark' as const; // want "typescript/unnecessary-type-assertion"
export const retries = 3 as const; // want "typescript/unnecessary-type-assertion"
