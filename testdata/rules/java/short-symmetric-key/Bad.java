import javax.crypto.KeyGenerator;

class Keys {
  void make() throws Exception {
    KeyGenerator keyGen = KeyGenerator.getInstance("Blowfish");
    keyGen.init(64); // want "java/short-symmetric-key"
    KeyGenerator kg = KeyGenerator.getInstance("AES");
    kg.init(96); // want "java/short-symmetric-key"
  }
}
