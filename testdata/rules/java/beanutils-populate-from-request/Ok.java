import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.beanutils.BeanUtils;

public class ProfileServlet extends HttpServlet {
  private static final Set<String> FIELDS = Set.of("displayName", "email");

  protected void doPost(HttpServletRequest request, HttpServletResponse response) {
    UserProfile profile = new UserProfile();
    Map<String, String[]> allowed = new HashMap<>();
    for (String f : FIELDS) {
      if (request.getParameterMap().containsKey(f)) {
        allowed.put(f, request.getParameterValues(f));
      }
    }
    try {
      BeanUtils.populate(profile, allowed);
    } catch (Exception e) {
      response.setStatus(400);
    }
  }

  static class UserProfile {}
}
