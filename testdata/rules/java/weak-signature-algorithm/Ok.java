import java.security.Signature;

class Signer {
  void sign() throws Exception {
    Signature s = Signature.getInstance("SHA256withRSA");
    Signature e = Signature.getInstance("SHA384withECDSA");
    Signature p = Signature.getInstance("RSASSA-PSS");
  }
}
