ROUTES = {
    ["GET", "/"]: "index",  # want "python/unhashable-literal-key"
}
SEEN = {[1, 2], (3, 4)}  # want "python/unhashable-literal-key"
