FROM node:20.11-slim
WORKDIR /app
COPY . .
HEALTHCHECK CMD curl -f http://localhost:8080/healthz || exit 1
ENTRYPOINT ["node", "server.js"]
CMD exec node server.js --port "$PORT"
