function reset(state) {
  state.count = 0;
  state.ready = state.count === 0;
  return state;
}
