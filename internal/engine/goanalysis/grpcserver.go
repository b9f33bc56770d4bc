package goanalysis

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"
)

var grpcServerAnalyzer = &analysis.Analyzer{
	Name: "grpcserverplaintext",
	Doc: "gRPC server created without transport credentials: grpc.NewServer() with no grpc.Creds option serves " +
		"every call, its metadata and tokens in plain text. Pass grpc.Creds(credentials.NewTLS(tlsConfig)) (or " +
		"credentials.NewServerTLSFromFile), as gRPC-Go's authentication guide shows, unless a proxy or mesh in " +
		"front of it terminates TLS.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		const grpc = "google.golang.org/grpc"
		eachFile(pass, func(f *ast.File, imp imports) {
			if !imp.has(grpc) {
				return
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || !imp.call(call, grpc, "NewServer") || call.Ellipsis.IsValid() {
					return true // opts... are chosen where the slice is built
				}
				for _, a := range call.Args {
					if c, ok := a.(*ast.CallExpr); !ok || !imp.call(c, grpc, "UnaryInterceptor") && !imp.call(c, grpc, "StreamInterceptor") &&
						!imp.call(c, grpc, "MaxRecvMsgSize") && !imp.call(c, grpc, "MaxSendMsgSize") &&
						!imp.call(c, grpc, "ChainUnaryInterceptor") && !imp.call(c, grpc, "ChainStreamInterceptor") &&
						!imp.call(c, grpc, "KeepaliveParams") && !imp.call(c, grpc, "KeepaliveEnforcementPolicy") {
						return true // credentials, or an option built elsewhere
					}
				}
				pass.Reportf(call.Pos(), "grpc.NewServer() without grpc.Creds serves in plain text")
				return true
			})
		})
		return nil, nil
	},
}
