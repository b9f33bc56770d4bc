import java.security.MessageDigest;

class MyHash extends MessageDigest { // want "java/custom-message-digest"
  MyHash() { super("MyHash"); }
  protected void engineUpdate(byte input) {}
  protected void engineUpdate(byte[] input, int offset, int len) {}
  protected byte[] engineDigest() { return new byte[0]; }
  protected void engineReset() {}
}
