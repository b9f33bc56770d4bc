import DOMPurify from 'dompurify';

const TEMPLATE = '<div class="card"></div>';

export function renderCard(card) {
  const el = document.createElement('div');
  el.innerHTML = TEMPLATE;
  el.innerHTML = '';
  el.textContent = card.title;
  document.body.insertAdjacentHTML('beforeend', DOMPurify.sanitize(card.footer));
  return el;
}
