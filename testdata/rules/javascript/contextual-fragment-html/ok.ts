import DOMPurify from 'dompurify';

export function renderWidget(container: HTMLElement, markup: string): void {
  const range = document.createRange();
  const clean = range.createContextualFragment(DOMPurify.sanitize(markup));
  container.appendChild(clean);
  container.appendChild(range.createContextualFragment('<hr class="divider">'));
  container.appendChild(range.createContextualFragment(`<p class="empty">Nothing here</p>`));
}
