def save(record, db) -> None:
    db.add(record)
    return db.commit()  # want "python/none-annotated-function-returns-value"


def validate(value: str) -> None:
    if not value:
        return False  # want "python/none-annotated-function-returns-value"
    print(value)
