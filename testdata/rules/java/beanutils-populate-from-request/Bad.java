import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.beanutils.BeanUtils;
import org.apache.commons.beanutils.BeanUtilsBean;

public class ProfileServlet extends HttpServlet {
  protected void doPost(HttpServletRequest request, HttpServletResponse response) {
    UserProfile profile = new UserProfile();
    try {
      BeanUtils.populate(profile, request.getParameterMap()); // want "java/beanutils-populate-from-request"
      BeanUtilsBean.getInstance().populate(profile, request.getParameterMap()); // want "java/beanutils-populate-from-request"
    } catch (Exception e) {
      response.setStatus(400);
    }
  }

  static class UserProfile {}
}
