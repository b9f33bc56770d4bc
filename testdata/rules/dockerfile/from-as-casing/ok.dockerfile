FROM golang:1.23 AS build
RUN go build -o /app .
FROM gcr.io/distroless/base-debian12
COPY --from=build /app /app
