import java.util.List;

class Report {
    String render(List<String> rows) {
        String out = "";
        for (String row : rows) {
            out += row + "\n"; // want "java/string-concat-in-loop"
        }
        return out;
    }
}
