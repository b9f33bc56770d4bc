// Arithmetic and comparisons make numbers and booleans whatever their
// operands, and a ternary of two literals is one of them: no markup. A
// declared type is not proof (TypeScript does not check it at run time).
export function Counter({ label, count, open }: { label: string; count: number; open?: boolean }) {
  const el = document.getElementById('counter')!;
  el.innerHTML = `<b>${count * 1}</b> ${open ? 'open' : 'closed'}`;
  el.innerHTML = `<b>${count}</b>`; // want "javascript/html-sink"
  el.innerHTML = `<i>${label}</i>`; // want "javascript/html-sink"
  return null;
}

export function progress(done: number, total: number | undefined, title: string) {
  const bar = document.querySelector('.bar')!;
  bar.innerHTML = '<span style="width:' + (done / (total ?? 1)) * 100 + '%"></span>';
  bar.insertAdjacentHTML('beforeend', '<em>' + title + '</em>'); // want "javascript/html-sink"
}
