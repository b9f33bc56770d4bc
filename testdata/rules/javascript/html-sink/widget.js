export function renderCard(card) {
  const el = document.createElement('div');
  el.innerHTML = `<h2>${card.title}</h2><p>${card.body}</p>`; // want "html-sink"
  document.body.insertAdjacentHTML('beforeend', card.footer); // want "html-sink"
  return el;
}

export function Comment({ comment }) {
  return <div dangerouslySetInnerHTML={{ __html: comment.html }} />; // want "html-sink"
}
