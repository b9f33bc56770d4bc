let retries: number = 3; // want "typescript/inferrable-type"
const label: string = 'none'; // want "typescript/inferrable-type"
let offset: number = -1; // want "typescript/inferrable-type"
export class Poller {
  private active: boolean = false; // want "typescript/inferrable-type"
}
