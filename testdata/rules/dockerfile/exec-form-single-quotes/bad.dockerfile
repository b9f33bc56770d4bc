FROM node:20-slim
WORKDIR /app
COPY . .
USER node
ENTRYPOINT ['node'] # want "dockerfile/exec-form-single-quotes"
CMD [ 'server.js' ] # want "dockerfile/exec-form-single-quotes"
