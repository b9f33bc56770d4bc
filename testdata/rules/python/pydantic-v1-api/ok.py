from pydantic import BaseModel, ConfigDict, Field, field_validator


class User(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    name: str

    @field_validator("name")
    def strip(cls, v):
        return v.strip()


def load(data):
    return User.model_validate(data)

class Code2(BaseModel):
    value: str = Field(pattern=r"^[A-Z]{3}$", min_length=1)
