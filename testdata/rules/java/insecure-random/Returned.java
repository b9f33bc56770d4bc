package example;

import java.security.SecureRandom;
import java.util.List;
import java.util.Random;
import java.util.UUID;

// A method named for a secret returns what a predictable generator made;
// its SecureRandom twin, a random pick from a list of names, and a method
// named for something else are not reported.
public class Tokens {
    private final Random random = new Random();
    private final SecureRandom secure = new SecureRandom();
    private static final Random RANDOM = new Random();
    private static final SecureRandom SECURE = new SecureRandom();
    private final List<String> servers = List.of("a", "b");

    String newSessionToken() {
        Random r = new Random();
        return Long.toHexString(r.nextLong()); // want "java/insecure-random"
    }

    String generateSalt() {
        byte[] b = new byte[16];
        new Random().nextBytes(b);
        return java.util.Base64.getEncoder().encodeToString(b); // want "java/insecure-random"
    }

    void remember(java.util.Map<String, String> out) {
        String rememberToken = Long.toHexString(RANDOM.nextLong()); // want "java/insecure-random"
        String csrfToken = Long.toHexString(SECURE.nextLong());
        out.put(rememberToken, csrfToken);
        int shard = RANDOM.nextInt(16);
        out.put("shard", Integer.toString(shard));
    }

    String resetToken() {
        return Long.toHexString(secure.nextLong());
    }

    String apiKey() {
        return UUID.randomUUID().toString();
    }

    int retryDelay() {
        return 100 + random.nextInt(50);
    }

    String pickServer() {
        return servers.get(random.nextInt(servers.size()));
    }

    String randomKeyOfCache(List<String> keys) {
        return keys.get(random.nextInt(keys.size()));
    }
}
