const ws = new WebSocket("wss://chat.example.com/socket");
const dev = new WebSocket("ws://localhost:8080/socket");
const ws2 = new WebSocket(url);
