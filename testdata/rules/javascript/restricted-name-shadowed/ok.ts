export function parse(args: string[], value?: number): number {
  const notANumber = Number.NaN;
  return value === undefined ? notANumber : value + args.length;
}
