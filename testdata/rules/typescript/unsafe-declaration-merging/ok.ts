export interface AccountShape {
  balance: number;
}

export class Account implements AccountShape {
  balance = 0;
  constructor(public id: string) {}
}
