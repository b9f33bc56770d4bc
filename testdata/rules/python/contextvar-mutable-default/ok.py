from contextvars import ContextVar

request_tags = ContextVar("request_tags", default=None)
request_id = ContextVar("request_id", default="")
