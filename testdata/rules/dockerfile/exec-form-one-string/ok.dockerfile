FROM node:20-slim
WORKDIR /app
COPY . .
RUN ["npm", "ci", "--omit=dev"]
HEALTHCHECK CMD ["curl", "-f", "http://localhost:3000/health"]
CMD ["node", "server.js"]
FROM python:3.12-slim
ENTRYPOINT ["/bin/sh", "-c"]
CMD ["python -m app --port 8080"]
FROM mcr.microsoft.com/windows/servercore:ltsc2022
ENTRYPOINT ["C:\\Program Files\\App\\app.exe"]
FROM alpine:3.20
CMD npm start
RUN ["/bin/sh", "-c", "apk add --no-cache curl && curl --version"]
