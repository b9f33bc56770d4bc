FROM alpine:3.20
COPY package.json package-lock.json /app/
COPY ca.pem /usr/local/share/ca-certificates/ca.crt
COPY .env.example /app/.env.example
