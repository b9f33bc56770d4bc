const express = require('express');
const cors = require('cors');

const app = express();
// allow the desktop app, which loads from file://
app.use(cors({ origin: ['https://app.example.com', 'null'], credentials: true })); // want "javascript/cors-null-origin"

app.get('/api/me', (req, res) => {
  res.set('Access-Control-Allow-Origin', 'null'); // want "javascript/cors-null-origin"
  res.set('Access-Control-Allow-Credentials', 'true');
  res.json(req.user);
});

const { Server } = require('socket.io');
const io = new Server(3001, { cors: { origin: 'null' } }); // want "javascript/cors-null-origin"
app.enableCors({ credentials: true, origin: ['null', 'https://app.example.com'] }); // want "javascript/cors-null-origin"
