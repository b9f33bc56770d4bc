package grpcinsecure

import (
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
)

func dial() {
	grpc.Dial("backend:443", grpc.WithInsecure())                                      // want `grpc.WithInsecure\(\) turns off transport security`
	grpc.Dial("backend:443", grpc.WithTransportCredentials(insecure.NewCredentials())) // want `insecure.NewCredentials\(\) turns off transport security`
	grpc.Dial("backend:443", grpc.WithTransportCredentials(tlsCredentials()))
}

func tlsCredentials() interface{} { return nil }
