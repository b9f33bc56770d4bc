package iac

import (
	"context"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

func rules(t *testing.T, path, src string) map[string][]int {
	t.Helper()
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: path, Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]int{}
	for _, d := range res.Diagnostics {
		got[d.Rule] = append(got[d.Rule], d.Lines.Start)
	}
	return got
}

func check(t *testing.T, got, want map[string][]int) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("rules %v, want %v", got, want)
	}
	for r, lines := range want {
		if len(got[r]) != len(lines) {
			t.Errorf("%s at %v, want %v", r, got[r], lines)
			continue
		}
		for i := range lines {
			if got[r][i] != lines[i] {
				t.Errorf("%s at %v, want %v", r, got[r], lines)
			}
		}
	}
}

func TestDockerfile(t *testing.T) {
	check(t, rules(t, "build/Dockerfile", `FROM golang:1.26 AS build
RUN curl -fsSL https://example.com/install.sh | sh
FROM build AS test
FROM alpine
FROM node:latest
COPY --from=build /app /app
`), map[string][]int{"iac/docker-root-user": {5}})

	// Pinned, digest-pinned, scratch, ARG-based; an unprivileged user.
	check(t, rules(t, "Dockerfile", `ARG BASE=alpine:3.20
FROM ${BASE}
FROM gcr.io/distroless/static@sha256:abc
FROM scratch
FROM alpine:3.20
RUN adduser -D app
USER app
`), map[string][]int{})
}

func TestTerraform(t *testing.T) {
	check(t, rules(t, "infra/main.tf", `resource "aws_s3_bucket_acl" "a" {
  acl = "public-read"
}
resource "aws_security_group" "ssh" {
  ingress {
    from_port   = 22
    to_port     = 22
    cidr_blocks = ["0.0.0.0/0"]
  }
  ingress {
    from_port   = 443
    to_port     = 443
    cidr_blocks = ["0.0.0.0/0"]
  }
  egress {
    from_port   = 0
    to_port     = 0
    cidr_blocks = ["0.0.0.0/0"]
  }
}
resource "aws_ebs_volume" "v" {
  encrypted = false
}
resource "aws_db_instance" "d" {
  storage_encrypted = true
}
`), map[string][]int{"iac/tf-open-ingress": {5}})

	// A port range that contains a sensitive port opens it; a query cannot
	// compare the two ends, this engine does.
	check(t, rules(t, "infra/range.tf", `resource "aws_security_group" "r" {
  ingress {
    from_port   = 20
    to_port     = 30
    cidr_blocks = ["0.0.0.0/0"]
  }
  ingress {
    from_port   = 8000
    to_port     = 8100
    cidr_blocks = ["0.0.0.0/0"]
  }
}
`), map[string][]int{"iac/tf-open-ingress": {2}})
}
