FROM nginx:1.27
HEALTHCHECK --interval=30s --timeout=3s CMD curl -f http://localhost/ || exit 1
FROM nginx:1.27
HEALTHCHECK CMD curl -fsS http://localhost/ >/dev/null
FROM nginx:1.27
HEALTHCHECK CMD curl --fail-with-body http://localhost/
FROM node:20-slim
HEALTHCHECK CMD ["curl", "--fail", "http://localhost:3000/health"]
FROM node:20-slim
HEALTHCHECK CMD ["curl", "-sf", "http://localhost:3000/health"]
FROM node:20-slim
HEALTHCHECK CMD curl -s http://localhost:3000/health | grep -q '"status":"ok"'
FROM node:20-slim
HEALTHCHECK CMD curl -s -o /dev/null -w '%{http_code}' http://localhost/ | grep -q 200
FROM node:20-slim
HEALTHCHECK CMD wget -qO- http://localhost:3000/health || exit 1
FROM node:20-slim
HEALTHCHECK NONE
FROM node:20-slim
RUN curl -o /tmp/x https://example.com/x
