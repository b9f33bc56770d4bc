FROM golang:1.23 AS build
RUN go build -o /out/app .
FROM scratch
COPY --from=build /out/app /app
