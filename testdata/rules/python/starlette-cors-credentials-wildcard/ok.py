from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

app = FastAPI()
app.add_middleware(CORSMiddleware, allow_origins=["https://app.example.com"], allow_credentials=True)

public = FastAPI()
public.add_middleware(CORSMiddleware, allow_origins=["*"], allow_credentials=False)
