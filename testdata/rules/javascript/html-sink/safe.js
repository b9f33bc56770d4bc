import DOMPurify from 'dompurify';

const TEMPLATE = '<div class="card"></div>';

export function renderCard(card) {
  const el = document.createElement('div');
  el.innerHTML = TEMPLATE;
  el.innerHTML = '';
  el.textContent = card.title;
  document.body.insertAdjacentHTML('beforeend', DOMPurify.sanitize(card.footer));
  el.innerHTML = Encoder.htmlEncode(card.body);
  el.innerHTML = `<li>${htmlEncode(card.tag)}</li>`;
  el.innerHTML = card.items.length;
  return el;
}
