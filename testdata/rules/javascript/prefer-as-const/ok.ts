let mode = 'dark' as const;
let theme: 'dark' | 'light' = 'dark';
const value = input as 'dark';
let limit: number = 10;
const kind: 'user' | 'admin' = 'user';
class Service {
  readonly name = 'auth' as const;
  mode: 'a' = 'a' + '' as 'a';
}
