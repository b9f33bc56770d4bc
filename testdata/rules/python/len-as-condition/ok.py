def first(items, queue, arr, df):
    if not items:
        return None
    if len(items) == 1:
        return items[0]
    if len(items) == 0:
        return None
    if not len(arr) or len(df.index):
        return None
    while queue:
        queue.pop()
    return items[0]
