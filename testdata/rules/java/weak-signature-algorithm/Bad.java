import java.security.Signature;

class Signer {
  void sign() throws Exception {
    Signature s = Signature.getInstance("SHA1withRSA"); // want "java/weak-signature-algorithm"
    Signature m = java.security.Signature.getInstance("MD5withRSA"); // want "java/weak-signature-algorithm"
    Signature d = Signature.getInstance("SHA1withDSA", "SUN"); // want "java/weak-signature-algorithm"
  }
}
