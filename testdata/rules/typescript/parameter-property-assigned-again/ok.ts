export class UserService {
  private repo: Repo;
  constructor(repo: Repo, public name: string) {
    this.repo = repo;
    this.name = name.trim();
  }
}
interface Repo { find(): void }
