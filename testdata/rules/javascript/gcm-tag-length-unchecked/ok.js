const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
decipher.setAuthTag(tag);
const cbc = crypto.createDecipheriv('aes-256-cbc', key, iv);
