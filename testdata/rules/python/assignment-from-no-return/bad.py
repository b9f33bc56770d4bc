def normalize(rows):
    for row in rows:
        row["name"] = row["name"].strip()


def load(rows):
    clean = normalize(rows)  # want "python/assignment-from-no-return"
    return clean


class Importer:
    def run(self, rows):
        if rows:
            self.rows = normalize(rows)  # want "python/assignment-from-no-return"


TOTAL = summarize([1, 2])  # want "python/assignment-from-no-return"


def summarize(values):
    print(sum(values))
