FROM node:22.11-alpine AS build
RUN npm ci
