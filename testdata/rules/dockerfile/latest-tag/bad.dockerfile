FROM node:latest AS build # want "dockerfile/latest-tag: Base image node:latest"
RUN npm ci
