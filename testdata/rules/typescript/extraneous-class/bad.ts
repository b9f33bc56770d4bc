export class StringUtils { // want "typescript/extraneous-class"
  static readonly EMPTY = '';

  static capitalize(s: string): string {
    return s.charAt(0).toUpperCase() + s.slice(1);
  }

  public static truncate(s: string, n: number): string {
    return s.length > n ? s.slice(0, n - 1) + '…' : s;
  }
}
