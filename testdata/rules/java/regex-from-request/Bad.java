import java.util.regex.Pattern;
import javax.servlet.http.HttpServletRequest;

class Search {
  boolean find(HttpServletRequest request, String text) {
    String q = request.getParameter("pattern");
    Pattern p = Pattern.compile(q); // want "java/regex-from-request"
    return text.matches(request.getParameter("re")) || p.matcher(text).find(); // want "java/regex-from-request"
  }
}
