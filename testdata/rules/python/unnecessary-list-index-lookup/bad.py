def show(names):
    for i, name in enumerate(names):
        print(i, names[i].title())  # want "python/unnecessary-list-index-lookup"


def pairs(self):
    out = []
    for idx, row in enumerate(self.rows):
        if idx > 0:
            out.append((self.rows[idx - 1], self.rows[idx]))  # want "python/unnecessary-list-index-lookup"
    return out
