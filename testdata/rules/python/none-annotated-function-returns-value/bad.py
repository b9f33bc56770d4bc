def save(record, db) -> None:
    db.add(record)
    return record.id  # want "python/none-annotated-function-returns-value"


def validate(value: str) -> None:
    if not value:
        return False  # want "python/none-annotated-function-returns-value"
    print(value)
