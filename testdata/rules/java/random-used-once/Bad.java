import java.util.Random;

class Bad {
    int roll() {
        return new Random().nextInt(6) + 1; // want "java/random-used-once"
    }
}
