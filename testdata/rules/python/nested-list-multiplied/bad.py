def grid(rows, cols):
    board = [[0] * cols] * rows  # want "python/nested-list-multiplied"
    rows_ = [[]] * rows  # want "python/nested-list-multiplied"
    maps = rows * [{}]  # want "python/nested-list-multiplied"
    return board, rows_, maps
