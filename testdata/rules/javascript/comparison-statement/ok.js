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
