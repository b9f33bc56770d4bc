import java.security.SecureRandom;
import java.util.Random;

class Keys {
    private final SecureRandom random = new SecureRandom();

    byte[] key() {
        byte[] k = new byte[32];
        random.nextBytes(k);
        return k;
    }
}

class Simulation {
    int roll() {
        Random r = new Random();
        r.setSeed(42L);
        return r.nextInt(6);
    }
}
