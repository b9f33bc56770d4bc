FROM node:20-slim
WORKDIR /app
COPY . .
USER node
ENTRYPOINT ["node"]
CMD [ "server.js" ]
