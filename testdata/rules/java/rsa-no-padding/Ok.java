class Rsa {
  Cipher c1() throws Exception { return Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding"); }
  Cipher c2() throws Exception { return Cipher.getInstance("AES/GCM/NoPadding"); }
}
