class Rsa {
  Cipher c1() throws Exception { return Cipher.getInstance("RSA/ECB/NoPadding"); } // want "java/rsa-no-padding"
  Cipher c2() throws Exception { return Cipher.getInstance("RSA"); } // want "java/rsa-no-padding"
  Cipher c3() throws Exception { return javax.crypto.Cipher.getInstance("RSA/None/NoPadding"); } // want "java/rsa-no-padding"
}
