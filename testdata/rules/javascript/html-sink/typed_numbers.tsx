// A parameter or a destructured prop whose declared type holds no text
// (number, boolean) brings no markup; a string one may.
export function Counter({ label, count, open }: { label: string; count: number; open?: boolean }) {
  const el = document.getElementById('counter')!;
  el.innerHTML = `<b>${count}</b> ${open ? 'open' : 'closed'}`;
  el.innerHTML = `<i>${label}</i>`; // want "javascript/html-sink"
  return null;
}

export function progress(done: number, total: number | undefined, title: string) {
  const bar = document.querySelector('.bar')!;
  bar.innerHTML = '<span style="width:' + (done / (total ?? 1)) * 100 + '%"></span>';
  bar.insertAdjacentHTML('beforeend', '<em>' + title + '</em>'); // want "javascript/html-sink"
}
