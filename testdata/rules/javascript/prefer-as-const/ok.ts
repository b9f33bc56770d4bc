let mode = 'dark' as const;
let theme: 'dark' | 'light' = 'dark';
const value = input as 'dark';
