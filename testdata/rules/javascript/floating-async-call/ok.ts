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

// A function that catches its own failures never rejects: calling it
// without waiting is the fire-and-forget it was written for.
async function saveQuietly(text: string): Promise<void> {
  const body = text.trim();
  try {
    await fetch('/drafts', { method: 'POST', body });
  } catch (error) {
    console.error(error);
  }
}

export class Room {
  private saveRoom = async (text: string) => {
    try {
      await saveDraft(text);
    } catch (error: any) {
      console.warn(error.message);
    }
  };

  beforeUnload(text: string): void {
    // this won't run in time if the user leaves, but saves if they stay
    this.saveRoom(text);
    saveQuietly(text);
  }
}
