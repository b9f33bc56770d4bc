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


def ancestors(node, items):
    chain = []
    while node is not None:
        chain.append(node.name)
        node = node.parent
    items.insert(0, "first")
    chain.reverse()
    return chain
