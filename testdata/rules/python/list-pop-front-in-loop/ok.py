from collections import deque


def bfs(start, edges):
    queue = deque([start])
    seen = {start}
    while queue:
        node = queue.popleft()
        for nxt in edges[node]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    first = list(seen).pop(0)
    return seen, first
