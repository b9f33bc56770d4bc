FROM golang:1.23 AS build
WORKDIR /src
RUN go build -o /app ./cmd/app
FROM build AS test
RUN go test ./...
FROM gcr.io/distroless/static@sha256:6ec5aa99dc335666e79dc64e4a6c8b89c33a543a1967f20d360922a80dd21f02
FROM scratch
COPY --from=build /app /app
