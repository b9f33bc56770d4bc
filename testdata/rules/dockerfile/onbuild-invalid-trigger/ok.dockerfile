FROM node:20.18
ONBUILD COPY package.json package-lock.json /app/
ONBUILD RUN npm ci
