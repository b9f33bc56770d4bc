function reset(state) {
  state.count = 0;
  state.ready = state.count === 0;
  return state;
}
function sum(points) {
  let total = 0;
  for (let i = 0; i < points.length; i++) {
    total += points[i];
  }
  for (let j = points.length - 1; j >= 0; ) {
    j--;
  }
  return total;
}

// a type test: the comparisons are there for the type checker, which must
// accept the first and reject the second (TypeScript's @ts-expect-error)
/** @type {import('./$types').PageLoad} */
export function load({ params }) {
  params.locale === 'en';
  // @ts-expect-error
  params.locale === 'fr';
}
