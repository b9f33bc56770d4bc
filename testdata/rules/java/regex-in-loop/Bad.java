import java.util.List;
import java.util.regex.Pattern;

class Lines {
    int count(List<String> lines) {
        int n = 0;
        for (String line : lines) {
            if (Pattern.compile("^\\s*#").matcher(line).find()) { // want "java/regex-in-loop"
                n++;
            }
            if (line.matches("\\d+")) { // want "java/regex-in-loop"
                n++;
            }
        }
        return n;
    }
}
