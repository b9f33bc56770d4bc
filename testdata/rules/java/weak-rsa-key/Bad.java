class Gen {
  KeyPair gen() throws Exception {
    KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
    kpg.initialize(1024); // want "java/weak-rsa-key"
    kpg.initialize(new RSAKeyGenParameterSpec(1024, RSAKeyGenParameterSpec.F4)); // want "java/weak-rsa-key"
    return kpg.generateKeyPair();
  }
}

class ShortNames {
  KeyPair gen() throws Exception {
    KeyPairGenerator gen = KeyPairGenerator.getInstance("DSA");
    gen.initialize(1024); // want "java/weak-rsa-key"
    KeyPairGenerator k = KeyPairGenerator.getInstance("RSA");
    k.initialize(512); // want "java/weak-rsa-key"
    return k.generateKeyPair();
  }
}
