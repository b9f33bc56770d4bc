import java.util.Random;

class Shards {
    int shard(String key, int n) {
        return Math.abs(key.hashCode()) % n; // want "java/abs-of-hash-or-random"
    }
    int pick(Random r, int n) {
        return Math.abs(r.nextInt()) % n; // want "java/abs-of-hash-or-random"
    }
}
