FROM nginx:1.27
HEALTHCHECK --interval=30s --timeout=3s CMD curl http://localhost/ || exit 1 # want "dockerfile/healthcheck-curl-without-fail"
FROM node:20-slim
HEALTHCHECK CMD ["curl", "-s", "http://localhost:3000/health"] # want "dockerfile/healthcheck-curl-without-fail"
FROM node:20-slim
HEALTHCHECK CMD curl --silent --show-error http://localhost:8080/ready # want "dockerfile/healthcheck-curl-without-fail"
