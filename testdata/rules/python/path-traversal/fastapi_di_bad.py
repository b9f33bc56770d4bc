# Beside what FastAPI injects, the endpoint's other parameters are the
# request's query values.
from typing import Annotated

from fastapi import Depends, FastAPI

from .deps import current_tenant

app = FastAPI()


@app.get("/files")
def files(name: str, tenant: Annotated[str, Depends(current_tenant)]):
    return open("/srv/tenants/" + tenant + "/" + name).read()  # want "path-traversal"
