const key = Buffer.from(process.env.DATA_KEY, "base64");
const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
const mac = crypto.createHmac("sha256", secret);
