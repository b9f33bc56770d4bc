// Package websocket is a stub of github.com/gorilla/websocket.
package websocket

// Request stands for net/http's, which the stub need not load.
type Request struct{ Origin string }

type Upgrader struct {
	ReadBufferSize int
	CheckOrigin    func(r *Request) bool
}
