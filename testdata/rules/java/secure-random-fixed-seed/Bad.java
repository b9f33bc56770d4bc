import java.security.SecureRandom;

class Keys {
    private final SecureRandom random = new SecureRandom("fixed-seed".getBytes()); // want "java/secure-random-fixed-seed"
    private final java.security.SecureRandom other = new java.security.SecureRandom(new byte[] {1, 2, 3}); // want "java/secure-random-fixed-seed"

    byte[] key() {
        SecureRandom r = new SecureRandom();
        r.setSeed(42L); // want "java/secure-random-fixed-seed"
        r.setSeed(System.currentTimeMillis()); // want "java/secure-random-fixed-seed"
        byte[] k = new byte[32];
        r.nextBytes(k);
        return k;
    }
}
