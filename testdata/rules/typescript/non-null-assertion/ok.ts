export class Widget {
  private el!: HTMLElement;
  title(map: Map<string, string>, key: string): string {
    const el = document.getElementById('title');
    if (!el) return '';
    el.textContent = map.get(key) ?? '';
    return el.textContent;
  }
}
