const db = mysql.createConnection({ host: 'db', user: 'app', password: process.env.DB_PASSWORD });
const password = 'changeme';
const pwd = '';
const form = { password: '' };
