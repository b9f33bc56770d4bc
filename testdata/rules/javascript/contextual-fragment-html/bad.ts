export function renderWidget(container: HTMLElement, markup: string): void {
  const range = document.createRange();
  range.selectNode(container);
  const fragment = range.createContextualFragment(markup); // want "javascript/contextual-fragment-html"
  container.appendChild(fragment);
}

export function renderRow(tbody: HTMLElement, name: string): void {
  tbody.appendChild(document.createRange().createContextualFragment(`<tr><td>${name}</td></tr>`)); // want "javascript/contextual-fragment-html"
}
