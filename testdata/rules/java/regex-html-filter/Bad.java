import java.util.regex.Pattern;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletRequestWrapper;

public class XSSRequestWrapper extends HttpServletRequestWrapper {
    private static final Pattern SCRIPT = Pattern.compile("<script>(.*?)</script>", Pattern.CASE_INSENSITIVE);

    public XSSRequestWrapper(HttpServletRequest request) {
        super(request);
    }

    @Override
    public String getParameter(String name) {
        return stripXSS(super.getParameter(name));
    }

    private String stripXSS(String value) {
        if (value == null) {
            return null;
        }
        value = value.replaceAll("(?i)<script.*?>.*?</script.*?>", ""); // want "java/regex-html-filter"
        value = value.replaceAll("(?i)javascript:", ""); // want "java/regex-html-filter"
        value = value.replaceAll("eval\\((.*)\\)", ""); // want "java/regex-html-filter"
        value = value.replaceAll("(?i)onload(.*?)=", ""); // want "java/regex-html-filter"
        return value;
    }
}

class Comments {
    String clean(String html) {
        String once = html.replace("<script>", ""); // want "java/regex-html-filter"
        return once.replace("</script>", ""); // want "java/regex-html-filter"
    }
}
