FROM node:20.11-slim
WORKDIR /app
COPY . .
ENTRYPOINT node server.js # want "dockerfile/shell-form-entrypoint"
CMD npm start # want "dockerfile/shell-form-entrypoint"
