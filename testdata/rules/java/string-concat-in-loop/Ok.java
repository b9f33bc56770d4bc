import java.util.List;

class Report {
    String render(List<String> rows) {
        StringBuilder sb = new StringBuilder();
        int total = 0;
        for (String row : rows) {
            sb.append(row).append('\n');
            total += row.length();
        }
        return sb.toString();
    }
}
