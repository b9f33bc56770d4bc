class Gen {
  KeyPair gen() throws Exception {
    KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
    kpg.initialize(1024); // want "java/weak-rsa-key"
    kpg.initialize(new RSAKeyGenParameterSpec(1024, RSAKeyGenParameterSpec.F4)); // want "java/weak-rsa-key"
    return kpg.generateKeyPair();
  }
}
