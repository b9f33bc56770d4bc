def first(items, queue, arr, df):
    if not items:
        return None
    if len(items) == 1:
        return items[0]
    if len(arr) == 0 or len(df.index) == 0:
        return None
    if len(df) > 0:
        return df
    while queue:
        queue.pop()
    return items[0]
