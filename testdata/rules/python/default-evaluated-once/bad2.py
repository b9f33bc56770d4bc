import uuid
from dataclasses import dataclass, field
from datetime import datetime

import attr
from pydantic import BaseModel


@dataclass
class Event:
    name: str
    at: datetime = datetime.now()  # want "python/default-evaluated-once"
    ref: uuid.UUID = field(default=uuid.uuid4())  # want "python/default-evaluated-once"


class Msg(BaseModel):
    sent: datetime = datetime.utcnow()  # want "python/default-evaluated-once"


@attr.s
class Job:
    started = attr.ib(default=datetime.now())  # want "python/default-evaluated-once"
