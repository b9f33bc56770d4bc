FROM golang:1.23 as build # want "dockerfile/from-as-casing"
RUN go build -o /app .
FROM gcr.io/distroless/base-debian12
COPY --from=build /app /app
