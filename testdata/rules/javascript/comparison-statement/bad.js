function reset(state) {
  state.count === 0;  // want "javascript/comparison-statement"
  return state;
}
function check(x) {
  if (x) x.done == true;  // want "javascript/comparison-statement"
  switch (x.kind) {
    case 1:
      x.count === 0;  // want "javascript/comparison-statement"
  }
}

function reset(state) {
  // @ts-ignore legacy field
  state.count === 0; // want "javascript/comparison-statement"
  return state;
}
