from fastapi import FastAPI, Query

app = FastAPI()


@app.get("/download")
def download(filename: str = Query(...)):
    return open("/data/" + filename).read()  # want "path-traversal"
