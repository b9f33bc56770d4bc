def grid(rows, cols):
    board = [[0] * cols for _ in range(rows)]
    flat = [0] * cols
    names = [None] * rows
    pairs = [(0, 0)] * rows
    return board, flat, names, pairs
