const db = mysql.createConnection({ host: 'db', user: 'app', password: 'S3cr3tPassw0rd' }); // want "hardcoded-password"
const ADMIN_PASSWORD = 'hunter22'; // want "hardcoded-password"
const dbPassword = 'Tr0ub4dor&3'; // want "hardcoded-password"
const smtp = { host: 'mail', authPassword: 'mail-secret-99' }; // want "hardcoded-password"
