import java.util.regex.Pattern;
import javax.servlet.http.HttpServletRequest;

class Search {
  boolean find(HttpServletRequest request, String text) {
    String q = request.getParameter("q");
    Pattern p = Pattern.compile(Pattern.quote(q));
    return q.matches("[a-z]+") && p.matcher(text).find();
  }
}
