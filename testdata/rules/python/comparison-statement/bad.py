def reset(state):
    state.count == 0  # want "python/comparison-statement"
    state.name is None  # want "python/comparison-statement"
    return state
