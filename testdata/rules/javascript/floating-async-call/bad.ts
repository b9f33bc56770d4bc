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

// A catch that rethrows, or work awaited before the try, still rejects.
async function saveOrFail(text: string): Promise<void> {
  try {
    await saveDraft(text);
  } catch (error) {
    throw new Error('save failed', { cause: error });
  }
}

async function saveAfterLoad(text: string): Promise<void> {
  await loadUser('me');
  try {
    await saveDraft(text);
  } catch (error) {
    console.error(error);
  }
}

export function onBlur(text: string): void {
  saveOrFail(text); // want "floating-async-call"
  saveAfterLoad(text); // want "floating-async-call"
}
