package websocketorigin

import "github.com/gorilla/websocket"

var upgrader = websocket.Upgrader{
	CheckOrigin: func(r *websocket.Request) bool { return true }, // want `CheckOrigin returns true for every request`
}

var checked = websocket.Upgrader{
	CheckOrigin: func(r *websocket.Request) bool { return r.Origin == "https://app.example.com" },
}

func init() {
	upgrader.CheckOrigin = func(r *websocket.Request) bool { return true } // want `CheckOrigin returns true for every request`
}
