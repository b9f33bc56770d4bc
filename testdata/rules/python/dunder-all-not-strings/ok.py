def load():
    pass


__all__ = ["load"]
