FROM golang:1.22 AS build
WORKDIR /src
COPY . .
RUN go build -o /out/app ./cmd/app

FROM node:20-slim
WORKDIR /app
RUN npm ci --omit=dev
COPY --from=build /out/app /usr/local/bin/app
CMD ["app"]
