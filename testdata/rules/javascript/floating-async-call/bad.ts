async function saveDraft(text: string): Promise<void> {
  await fetch('/drafts', { method: 'POST', body: text });
}

const loadUser = async (id: string) => (await fetch(`/users/${id}`)).json();

export function onInput(text: string): void {
  saveDraft(text); // want "floating-async-call"
  loadUser('me'); // want "floating-async-call"
}

export class Editor {
  private async persist(): Promise<void> {
    await saveDraft('x');
  }

  close(): void {
    this.persist(); // want "floating-async-call"
  }
}
