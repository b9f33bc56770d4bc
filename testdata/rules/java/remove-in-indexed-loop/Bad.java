import java.util.List;

class Bad {
    void dropEmpty(List<String> names) {
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).isEmpty()) {
                names.remove(i); // want "java/remove-in-indexed-loop"
            }
        }
    }
}
