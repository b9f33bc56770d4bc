const db = mysql.createConnection({ host: 'db', user: 'app', password: 'S3cr3tPassw0rd' }); // want "hardcoded-password"
const ADMIN_PASSWORD = 'hunter22'; // want "hardcoded-password"
