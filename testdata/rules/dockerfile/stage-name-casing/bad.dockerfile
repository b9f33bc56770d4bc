FROM golang:1.23 AS Build # want "dockerfile/stage-name-casing"
RUN go build -o /out/app .
