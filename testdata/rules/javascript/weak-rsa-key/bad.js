const { publicKey, privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 1024 }); // want "javascript/weak-rsa-key"
