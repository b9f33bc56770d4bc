def save(record, db) -> None:
    if record is None:
        return
    db.add(record)

    def key(r) -> str:
        return r.id

    db.sort(key=key)
    db.filter(lambda r: r.active)
    return None


def validate(value: str) -> bool:
    return bool(value)


def untyped(value):
    return value


class Node:
    def __setattr__(self, name, value) -> None:
        return super().__setattr__(name, value)


class Plugin:
    def voucher_updated(self, voucher, previous_value: None) -> None:
        if not self.active:
            return previous_value
        self.trigger(voucher)
        return previous_value
