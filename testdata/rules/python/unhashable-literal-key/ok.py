ROUTES = {
    ("GET", "/"): "index",
    "tags": ["a", "b"],
}
SEEN = {(1, 2), (3, 4)}
GROUPS = {frozenset({1, 2})}
