FROM node:20-slim
WORKDIR /app
COPY . .
RUN ["npm ci --omit=dev"] # want "dockerfile/exec-form-one-string"
HEALTHCHECK CMD ["curl -f http://localhost:3000/health"] # want "dockerfile/exec-form-one-string"
CMD ["node server.js"] # want "dockerfile/exec-form-one-string"
