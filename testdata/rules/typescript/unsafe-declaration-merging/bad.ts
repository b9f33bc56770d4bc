export interface Account { // want "typescript/unsafe-declaration-merging"
  balance: number;
}

export class Account {
  constructor(public id: string) {}
}
