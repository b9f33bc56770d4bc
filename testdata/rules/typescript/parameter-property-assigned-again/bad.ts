export class UserService {
  constructor(private readonly repo: Repo, public name: string) {
    this.repo = repo; // want "parameter-property-assigned-again"
    this.name = name; // want "parameter-property-assigned-again"
  }
}
interface Repo { find(): void }
