from contextvars import ContextVar

request_tags = ContextVar("request_tags", default=[])  # want "python/contextvar-mutable-default"
