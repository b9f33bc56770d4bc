import java.util.List;
import java.util.regex.Pattern;

class Lines {
    private static final Pattern COMMENT = Pattern.compile("^\\s*#");

    int count(List<String> lines, List<String> words) {
        int n = 0;
        for (String line : lines) {
            if (COMMENT.matcher(line).find()) {
                n++;
            }
            line = line.replaceAll("a", "b");
        }
        for (String w : words) {
            Pattern p = Pattern.compile(Pattern.quote(w));
            n += p.matcher(String.join("\n", lines)).results().count();
        }
        return n;
    }
}
