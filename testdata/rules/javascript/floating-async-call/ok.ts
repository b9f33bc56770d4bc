async function saveDraft(text: string): Promise<void> {
  await fetch('/drafts', { method: 'POST', body: text });
}

function render(text: string): void {
  document.title = text;
}

export async function onInput(text: string): Promise<void> {
  await saveDraft(text);
  saveDraft(text).catch((e) => console.error(e));
  void saveDraft(text);
  render(text);
}

export function later(text: string): Promise<void> {
  return saveDraft(text);
}

export class Editor {
  private async persist(): Promise<void> {
    await saveDraft('x');
  }

  private flush(): void {
    render('x');
  }

  close(): void {
    this.flush();
    this.persist().finally(() => render('closed'));
  }
}
