def reset(state):
    state.count = 0
    assert state.name is None
    done = state.count == 0
    return done and state.name != ""
