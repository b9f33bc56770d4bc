def bfs(start, edges):
    queue = [start]
    seen = {start}
    while queue:
        node = queue.pop(0)  # want "python/list-pop-front-in-loop"
        for nxt in edges[node]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen


def ancestors(node):
    chain = []
    while node is not None:
        chain.insert(0, node.name)  # want "python/list-pop-front-in-loop"
        node = node.parent
    return chain
