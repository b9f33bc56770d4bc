const cipher = crypto.createCipheriv("aes-256-gcm", "0123456789abcdef0123456789abcdef", iv); // want "javascript/hardcoded-cipher-key"
const mac = crypto.createHmac("sha256", Buffer.from("s3cr3t-signing-key")); // want "javascript/hardcoded-cipher-key"
