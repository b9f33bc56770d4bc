async function isAllowed(user: string): Promise<boolean> {
  return user === 'admin';
}

const exists = async (id: string): Promise<boolean> => id.length > 0;

export class Gate {
  private async check(): Promise<boolean> {
    return false;
  }

  open(user: string): string {
    if (isAllowed(user)) { // want "javascript/promise-as-condition"
      return 'in';
    }
    if (!this.check()) { // want "javascript/promise-as-condition"
      return 'closed';
    }
    while (user && exists(user)) { // want "javascript/promise-as-condition"
      user = '';
    }
    return exists(user) ? 'yes' : 'no'; // want "javascript/promise-as-condition"
  }
}
