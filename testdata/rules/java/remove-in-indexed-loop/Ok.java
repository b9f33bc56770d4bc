import java.util.List;

class Ok {
    void dropEmpty(List<String> names) {
        names.removeIf(String::isEmpty);
        for (int i = names.size() - 1; i >= 0; i--) {
            if (names.get(i).isEmpty()) {
                names.remove(i);
            }
        }
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).isEmpty()) {
                names.remove(i);
                i--;
            }
        }
    }
}
