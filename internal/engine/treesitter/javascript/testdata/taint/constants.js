const express = require('express');
const { exec } = require('child_process');
const app = express();

app.get('/a', (req, res) => {
  const param = req.query.v;
  let bar;
  const num = 86;
  if ((7 * 42) - num > 200) bar = 'always'; else bar = param;
  exec('echo ' + bar);
  bar = (7 * 18) + num > 200 ? 'always' : param;
  exec('echo ' + bar);
  bar = num > 200 ? 'never' : param;
  exec('echo ' + bar); // want "command-injection: .*req.query.v"
});

app.get('/b', (req, res) => {
  const param = req.query.v;
  const map = {};
  map['keyA'] = 'a-value';
  map['keyB'] = param;
  exec('echo ' + map['keyA']);
  exec('echo ' + map.keyB); // want "command-injection"
  const list = ['safe', param, 'moresafe'];
  exec('echo ' + list[0]);
  exec('echo ' + list[1]); // want "command-injection"
  const m = new Map();
  m.set('x', 'const');
  m.set('y', param);
  exec('echo ' + m.get('x'));
  exec('echo ' + m.get('y')); // want "command-injection"
  const arr = [];
  arr.push('safe');
  arr.push(param);
  exec('echo ' + arr[0]);
  exec('echo ' + arr[1]); // want "command-injection"
});

app.get('/c', (req, res) => {
  const param = req.query.v;
  let bar = 'safe';
  const guess = 'ABC';
  switch (guess.charAt(1)) {
    default:
      bar = param;
  }
  exec('echo ' + bar); // want "command-injection"
  const which = 'B';
  switch (which) {
    case 'A':
      bar = param;
      break;
    case 'B':
      bar = 'bob';
      break;
    default:
      bar = param;
  }
  exec('echo ' + bar);
});

app.get('/d', (req, res) => {
  const param = req.query.v;
  const valuesList = [];
  valuesList.push('safe');
  valuesList.push(param);
  valuesList.push('moresafe');
  valuesList.splice(0, 1);
  exec('echo ' + valuesList[0]); // want "command-injection"
  let bar = 'safe';
  const guess = 'ABC';
  switch (guess.charAt(2)) {
    case 'A':
      bar = param;
      break;
    case 'C':
      bar = 'bob';
      break;
    default:
      bar = param;
  }
  exec('echo ' + bar);
  const thing = new Thing();
  exec('echo ' + thing.fixed(param));
  exec('echo ' + thing.echo(param)); // want "command-injection"
});

class Thing {
  fixed(_v) {
    return 'constant';
  }

  echo(v) {
    return `[${v}]`;
  }
}

app.get('/e', (req, res) => {
  const param = req.query.v;
  const list = ['safe', param, 'moresafe'];
  list.shift();
  exec('echo ' + list[1]);
  exec('echo ' + list[0]); // want "command-injection"
  const more = ['a', 'b', param, 'c'];
  more.splice(0, 1);
  exec('echo ' + more[0]);
  exec('echo ' + more[1]); // want "command-injection"
  more.pop();
  more.unshift('z');
  exec('echo ' + more[0]);
  exec('echo ' + more[3]);
  exec('echo ' + more[2]); // want "command-injection"
});
