const { publicKey, privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 3072 });
const ec = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
