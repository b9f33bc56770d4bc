FROM python:3.12-slim
RUN curl -fsSL https://api.example.com/data.json | python3 -m json.tool > /data.json
RUN VERSION="$(curl -fsSL https://api.example.com/latest)" && echo "$VERSION" > /version
