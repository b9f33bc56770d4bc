import java.util.Random;

class Shards {
    int shard(String key, int n) {
        return Math.floorMod(key.hashCode(), n);
    }
    int pick(Random r, int n) {
        return Math.abs(r.nextInt(n));
    }
}
