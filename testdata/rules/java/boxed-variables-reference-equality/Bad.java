import java.util.Map;

class Inventory {
    boolean sameStock(Map<String, Integer> stock, String a, String b) {
        Integer left = stock.get(a);
        Integer right = stock.get(b);
        return left == right; // want "java/boxed-variables-reference-equality"
    }

    boolean ownedBy(Long ownerId, Long userId) {
        if (ownerId != userId) { // want "java/boxed-variables-reference-equality"
            return false;
        }
        return true;
    }
}

class Codes {
    boolean same(int a, int b) {
        return Integer.valueOf(a) == Integer.valueOf(b); // want "java/boxed-variables-reference-equality"
    }
}
