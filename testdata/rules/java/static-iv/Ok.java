class Enc {
  void init(Cipher c, SecretKey k) throws Exception {
    byte[] iv = new byte[12];
    new SecureRandom().nextBytes(iv);
    c.init(Cipher.ENCRYPT_MODE, k, new GCMParameterSpec(128, iv));
    IvParameterSpec spec = new IvParameterSpec(iv);
  }
}
