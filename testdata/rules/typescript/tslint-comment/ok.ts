// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const x: unknown = load();
// We migrated from tslint: see docs/lint.md
