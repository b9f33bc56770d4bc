module github.com/ccojocar/zxcvbn-go

go 1.20
