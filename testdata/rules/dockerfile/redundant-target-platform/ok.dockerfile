FROM --platform=$BUILDPLATFORM golang:1.23 AS build
RUN go build -o /out/app .
FROM alpine:3.20
COPY --from=build /out/app /app
