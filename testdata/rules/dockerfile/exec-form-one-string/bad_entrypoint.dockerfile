FROM python:3.12-slim
ENTRYPOINT ["python -m app", "--port", "8080"] # want "dockerfile/exec-form-one-string"
