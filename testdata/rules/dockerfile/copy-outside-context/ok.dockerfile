FROM golang:1.23
WORKDIR /src
COPY shared /src/shared
COPY --from=shared . /src/shared
COPY ./go.mod ./go.sum ./
