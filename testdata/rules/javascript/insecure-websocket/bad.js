const ws = new WebSocket("ws://chat.example.com/socket"); // want "javascript/insecure-websocket"
const ws2 = new WebSocket(`ws://${host}/feed`); // want "javascript/insecure-websocket"
