function reset(state) {
  state.count === 0;  // want "javascript/comparison-statement"
  return state;
}
